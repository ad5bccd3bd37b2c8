/** Theme recipes, one per file (Park UI / Panda habit); registered in panda.config.ts. */
import { buttonRecipe } from './button';
import { chipRecipe } from './chip';
import { fieldRecipe } from './field';
import { tabsRecipe } from './tabs';
import { toastRecipe } from './toast';

export const recipes = { button: buttonRecipe, chip: chipRecipe, field: fieldRecipe, toast: toastRecipe };
export const slotRecipes = { tabs: tabsRecipe };
