import { createTheme } from '@mantine/core';
import targets from './targets.module.css';

/** Class names that make a component a thumb-sized target on a phone (targets.module.css). */
const phoneTargets = (classNames: Record<string, string | undefined>) => ({ classNames });
// A select's list is worked from its field (arrow keys, aria-activedescendant), never by focus on
// its options. It scrolls itself (`.options`), not through Mantine's ScrollArea, whose inner scroll
// box axe's scrollable-region-focusable reports as out of a keyboard's reach.
const optionTarget = {
  ...phoneTargets({ option: targets.option, options: targets.options }),
  defaultProps: { withScrollArea: false },
};
const pickerTargets = phoneTargets({
  day: targets.day,
  pickerControl: targets.pickerControl,
  calendarHeaderControl: targets.calendarHeaderControl,
  calendarHeaderLevel: targets.calendarHeaderLevel,
});

/**
 * The theme's part that makes every Mantine control at least 44 x 44 px below the `sm` breakpoint
 * (decision 0034). Its own module because the build's config reads theme.ts, which must not import
 * CSS. Plain objects (no `Button.extend`): the theme pulls no component, nor @mantine/dates, into
 * the landing page's bundle.
 */
export const phoneTargetsTheme = createTheme({
  components: {
    Button: phoneTargets({ root: targets.button }),
    ActionIcon: phoneTargets({ root: targets.actionIcon }),
    CloseButton: phoneTargets({ root: targets.closeButton }),
    Pagination: phoneTargets({ control: targets.paginationControl }),
    Input: phoneTargets({ wrapper: targets.input }),
    NumberInput: phoneTargets({
      root: targets.numberInput,
      controls: targets.numberControls,
      control: targets.numberControl,
    }),
    NavLink: phoneTargets({ root: targets.navLink }),
    Tabs: phoneTargets({ tab: targets.tab }),
    Menu: phoneTargets({ item: targets.menuItem }),
    SegmentedControl: phoneTargets({ label: targets.segmentedLabel }),
    Checkbox: phoneTargets({ input: targets.checkboxInput }),
    Radio: phoneTargets({ radio: targets.radio }),
    Switch: phoneTargets({ body: targets.switchBody }),
    Combobox: optionTarget,
    Select: optionTarget,
    MultiSelect: optionTarget,
    Autocomplete: optionTarget,
    Carousel: phoneTargets({ control: targets.carouselControl }),
    DatePickerInput: pickerTargets,
    MonthPickerInput: pickerTargets,
    DatePicker: pickerTargets,
    MonthPicker: pickerTargets,
  },
});
