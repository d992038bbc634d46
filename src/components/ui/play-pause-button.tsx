// The one stop/start button for moving content (WCAG 2.2.2): carousels, the partner marquee.
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { SiteIconButton } from "./site-button";

interface PlayPauseButtonProps {
  stopped: boolean;
  onToggle: () => void;
  /** The button's name while stopped, e.g. 'Play the partner logos'. */
  startLabel: string;
  /** The button's name while moving, e.g. 'Pause the partner logos'. */
  stopLabel: string;
}

export function PlayPauseButton({ stopped, onToggle, startLabel, stopLabel }: PlayPauseButtonProps) {
  return (
    <SiteIconButton
      type="button"
      aria-label={stopped ? startLabel : stopLabel}
      onClick={onToggle}
      size="sm"
      variant="ghost"
      rounded="full"
      color="fg.muted"
      _hover={{ color: "fg", bg: "bg.muted" }}
    >
      {stopped ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
    </SiteIconButton>
  );
}
