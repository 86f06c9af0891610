// table.yaml: the layout of the table, read once, checked against its schema and the program's names.
export { loadLayout } from "./load-layout.js";
export { validateLayout, LAYOUT_SCHEMA } from "./validate-layout.js";
export { checkLayoutNames } from "./check-layout-names.js";
