//! Tracks from pictures: PNG decoding (bounded), colour classification, the grid pitch.
