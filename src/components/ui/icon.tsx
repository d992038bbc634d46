// Content names icons by word (ICON_NAMES in src/content-types/fields.ts); this is the one map to drawings.
import Award from "lucide-react/icons/award";
import Bot from "lucide-react/icons/bot";
import ChartColumn from "lucide-react/icons/chart-column";
import Clock from "lucide-react/icons/clock";
import Code from "lucide-react/icons/code";
import Cpu from "lucide-react/icons/cpu";
import Database from "lucide-react/icons/database";
import Globe from "lucide-react/icons/globe";
import Handshake from "lucide-react/icons/handshake";
import Headset from "lucide-react/icons/headset";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import Lightbulb from "lucide-react/icons/lightbulb";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Megaphone from "lucide-react/icons/megaphone";
import MessageCircle from "lucide-react/icons/message-circle";
import Palette from "lucide-react/icons/palette";
import Phone from "lucide-react/icons/phone";
import Rocket from "lucide-react/icons/rocket";
import Search from "lucide-react/icons/search";
import Settings from "lucide-react/icons/settings";
import Shield from "lucide-react/icons/shield";
import Smartphone from "lucide-react/icons/smartphone";
import Sparkles from "lucide-react/icons/sparkles";
import Target from "lucide-react/icons/target";
import TrendingUp from "lucide-react/icons/trending-up";
import Users from "lucide-react/icons/users";
import Video from "lucide-react/icons/video";
import Workflow from "lucide-react/icons/workflow";
import Zap from "lucide-react/icons/zap";
import type { LucideIcon } from "lucide-react";
import type { ICON_NAMES } from "../../content-types";

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
