// Content names icons by word (content-schemas.ts ICON_NAMES); this is the one map to drawings.
import * as React from "react";
import {
  Award, Bot, ChartColumn, Clock, Code, Cpu, Database, Globe, Handshake, Headset, LayoutDashboard,
  Lightbulb, Mail, MapPin, Megaphone, MessageCircle, Palette, Phone, Rocket, Search, Settings, Shield,
  Smartphone, Sparkles, Target, TrendingUp, Users, Video, Workflow, Zap,
  type LucideIcon,
} from "lucide-react";
import type { ICON_NAMES } from "../../node/content-schemas";

type IconName = (typeof ICON_NAMES)[number];

const icons: Record<IconName, LucideIcon> = {
  globe: Globe, bot: Bot, shield: Shield, headset: Headset, code: Code, chart: ChartColumn,
  palette: Palette, video: Video, search: Search, megaphone: Megaphone, smartphone: Smartphone,
  layout: LayoutDashboard, database: Database, workflow: Workflow, sparkles: Sparkles, target: Target,
  award: Award, "trending-up": TrendingUp, users: Users, mail: Mail, message: MessageCircle,
  "map-pin": MapPin, phone: Phone, cpu: Cpu, zap: Zap, lightbulb: Lightbulb, handshake: Handshake,
  settings: Settings, clock: Clock, rocket: Rocket,
};

/** A decorative icon named in content; its meaning is always carried by nearby text. */
export function ContentIcon({ name, size = 24 }: { name: string; size?: number }) {
  const Drawing = icons[name as IconName] ?? Sparkles;
  return <Drawing size={size} aria-hidden="true" focusable="false" />;
}
