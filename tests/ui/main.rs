//! The page's screens driven natively through `ui::update` by a harness, as the browser shell
//! would drive them.

mod harness;

mod assists;
mod camera;
mod coach;
mod crash;
mod daily;
mod draft_decor;
mod editor;
mod editor_elements;
mod first_paint;
mod ghost;
mod home;
mod karopapier;
mod language;
mod language_errors;
mod menu;
mod mode_panel;
mod motion;
mod moving;
mod my_tracks;
mod online;
mod online_end;
mod online_karopapier;
mod online_leaderboard;
mod online_night;
mod online_pairing;
mod online_refresh;
mod online_room;
mod online_room_bots;
mod play;
mod race;
mod race_controls;
mod race_words;
mod records;
mod replay;
mod solver;
mod sound;
mod theme;
mod tournament_form;
mod tournaments;
mod tracks;
mod tutorial;
mod visits;
mod win_box;
