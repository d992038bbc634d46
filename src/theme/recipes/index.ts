// The recipes of the Chakra components this site renders (Badge, Container, Heading, Input,
// Textarea, Field, List, Toast, and the Icon the toast and field draw with). A component whose
// recipe is not here renders unstyled; the button's recipe is in the global CSS instead.
import { badgeRecipe } from "./badge";
import { containerRecipe } from "./container";
import { fieldSlotRecipe } from "./field";
import { headingRecipe } from "./heading";
import { iconRecipe } from "./icon";
import { inputRecipe } from "./input";
import { listSlotRecipe } from "./list";
import { textareaRecipe } from "./textarea";
import { toastSlotRecipe } from "./toast";

export const recipes = {
  badge: badgeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  toast: toastSlotRecipe,
};
