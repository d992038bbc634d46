// The Why Choose Us reasons as Chakra's Accordion, which gives the buttons aria-expanded and
// aria-controls, arrow-key movement and the open/close animation. Loaded on demand by
// why-choose-us.tsx, which renders the same list without it until then.
import { Accordion } from "@chakra-ui/react/accordion";
import { Heading } from "@chakra-ui/react/heading";
import { ReasonBody, ReasonChevron, ReasonLabel, reasonStyles } from "./why-choose-reason";

export interface WhyChooseAccordionProps {
  items: readonly Queries.WhyChooseItemFragment[];
  /** The open reason's id, if any; the section keeps it, so a choice made before the swap stays. */
  value: string[];
  onValueChange: (value: string[]) => void;
}

export default function WhyChooseAccordion({ items, value, onValueChange }: WhyChooseAccordionProps) {
  return (
    <Accordion.Root
      collapsible
      multiple={false}
      value={value}
      onValueChange={(details) => onValueChange(details.value)}
      variant="plain"
      {...reasonStyles.root}
      data-testid="why-choose-accordion"
    >
      {items.map((item) => (
        <Accordion.Item key={item.yamlId} value={item.yamlId} {...reasonStyles.item}>
          <Heading {...reasonStyles.heading}>
            <Accordion.ItemTrigger {...reasonStyles.trigger}>
              <ReasonLabel item={item} />
              <Accordion.ItemIndicator {...reasonStyles.indicator}>
                <ReasonChevron />
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody {...reasonStyles.body}>
              <ReasonBody item={item} />
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
