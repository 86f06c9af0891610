// table.yaml as the table and the terminal read it: the typed file (checked by the compiler against
// table-layout.schema.json and the program), the web table's resolved layout, and the terminal's summary.
export type * from "./layout-file.js";
export { tableLayout, zoneInPlay, words, type TableLayout, type ZoneLayout, type ZoneKind, type BoardLayout, type CardLayout, type CounterLayout, type MarkLayout, type AttrLayout, type TableTheme } from "./resolve-layout.js";
export { graphLayout, diceLayout, polyominoLayout, trackLayouts, type GraphLayout, type DiceLayout, type PolyominoLayout, type GridLayer, type TrackLayout, type TrackMarker, type PieceRule, type SeatRule } from "./board-layouts.js";
export { tableShown, type TableShown, type ShownZone, type ShownPieces } from "./table-shown.js";
