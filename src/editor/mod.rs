//! The track editor: a grid of cells being drawn, its operations, undo and redo.
