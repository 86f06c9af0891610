// The boards' layouts come from the runtime's one typed reader of table.yaml (runtime/table-layout/).
export { graphLayout, diceLayout, polyominoLayout, trackLayouts } from "../../runtime/index.js";
export type { GraphLayout, DiceLayout, PolyominoLayout, GridLayer, TrackLayout, TrackMarker, PieceRule, SeatRule } from "../../runtime/index.js";
