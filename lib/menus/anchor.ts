/**
 * The id of a menu's block on its page ("menu-bistro-food"): the a la carte buttons scroll to it and
 * the JSON-LD's @id points at it. Kept apart from the menu data so a client component can import it
 * without pulling any dish into the browser's bundle.
 */
export const menuAnchor = (menuId: string) => `menu-${menuId}`;

/** The whole menu section of a venue page (the board with every menu of the venue). */
export const MENUS_ANCHOR = 'menus';
