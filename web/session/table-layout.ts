// The table's layout comes from the runtime's one typed reader of table.yaml (runtime/table-layout/),
// which the terminal reads too; the web components import it from here.
export { tableLayout, zoneInPlay, words } from "../../runtime/index.js";
export type { TableLayout, ZoneLayout, ZoneKind, BoardLayout, CardLayout, CounterLayout, MarkLayout, AttrLayout, TableTheme, FaceTemplate } from "../../runtime/index.js";
