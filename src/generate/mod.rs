//! Random tracks: a seeded generator of interesting tracks, judged by the solvers.
