//! The theme's colours, read from the page's CSS custom properties, for each colour role of the
//! scene.

use web_sys::{Element, Window};

use crate::ui::scene::{CAR_COLOURS, Colour, TOP_SPEED};
use crate::ui::track_pixels::Ink;

/// The colour of a segment or dot at `speed`, shared by the canvas and the legend.
pub fn speed_colour(speed: i32) -> String {
    let t = f64::from(speed.clamp(0, TOP_SPEED)) / f64::from(TOP_SPEED);
    format!("hsl({} 80% 50%)", (210.0 - 210.0 * t).round() as i64)
}

/// Canvas colours of the current theme.
pub struct Palette {
    pub road: [u8; 3],
    pub obstacle: [u8; 3],
    /// The page's background, around a track drawn with its decor picture.
    pub backdrop: [u8; 3],
    pub start: [u8; 3],
    pub start_stripe: [u8; 3],
    pub finish: [u8; 3],
    pub finish_check: [u8; 3],
    /// Terrains: a ground colour and the colour of its mark (glints, specks, chevrons).
    pub ice: [[u8; 3]; 2],
    pub dirt: [[u8; 3]; 2],
    pub ramp: [[u8; 3]; 2],
    /// Checkpoints: road with stripes of the checkpoint colour.
    pub checkpoint: [[u8; 3]; 2],
    /// Karopapier's grounds off the track, by [`racetrack::track::Ground`]'s order.
    pub grounds: [[u8; 3]; 9],
    pub grid: String,
    pub ink: String,
    pub option: String,
    pub explore: String,
    pub focus: String,
    pub danger: String,
    element: String,
    speeds: Vec<String>,
    cars: [String; CAR_COLOURS],
}

/// `#rrggbb` to bytes (black when malformed).
fn rgb(hex: &str) -> [u8; 3] {
    let hex = hex.trim().trim_start_matches('#');
    let byte = |i: usize| {
        hex.get(i..i + 2)
            .and_then(|h| u8::from_str_radix(h, 16).ok())
            .unwrap_or(0)
    };
    if hex.len() == 6 {
        [byte(0), byte(2), byte(4)]
    } else {
        [0, 0, 0]
    }
}

impl Palette {
    /// Reads the `--track-*` properties as they apply to `element`.
    pub fn read(window: &Window, element: &Element) -> Palette {
        let style = window.get_computed_style(element).ok().flatten();
        let var = |name: &str, fallback: &str| {
            style
                .as_ref()
                .and_then(|s| s.get_property_value(name).ok())
                .map(|v| v.trim().to_owned())
                .filter(|v| !v.is_empty())
                .unwrap_or_else(|| fallback.to_owned())
        };
        Palette {
            road: rgb(&var("--track-road", "#ffffff")),
            obstacle: rgb(&var("--track-obstacle", "#3a4254")),
            backdrop: rgb(&var("--bg", "#f4f5f8")),
            start: rgb(&var("--track-start", "#f3d9fa")),
            start_stripe: rgb(&var("--track-start-stripe", "#9c36b5")),
            finish: rgb(&var("--track-finish", "#ffffff")),
            finish_check: rgb(&var("--track-finish-check", "#1c2230")),
            ice: [
                rgb(&var("--track-ice", "#bfe6ff")),
                rgb(&var("--track-ice-glint", "#ffffff")),
            ],
            dirt: [
                rgb(&var("--track-dirt", "#b98a55")),
                rgb(&var("--track-dirt-speck", "#7a5530")),
            ],
            ramp: [
                rgb(&var("--track-ramp", "#f2b100")),
                rgb(&var("--track-ramp-chevron", "#8a5a00")),
            ],
            checkpoint: [
                rgb(&var("--track-checkpoint", "#d3f9d8")),
                rgb(&var("--track-checkpoint-stripe", "#2b8a3e")),
            ],
            grounds: [
                rgb(&var("--track-parc-ferme", "#868e96")),
                rgb(&var("--track-sand", "#e9d8a6")),
                rgb(&var("--track-mud", "#6f4e37")),
                rgb(&var("--track-gold", "#d4a72c")),
                rgb(&var("--track-lava", "#d9480f")),
                rgb(&var("--track-snow", "#e9f1f7")),
                rgb(&var("--track-tar", "#343a40")),
                rgb(&var("--track-mountain", "#8c7b6b")),
                rgb(&var("--track-water", "#4dabf7")),
            ],
            grid: var("--track-grid", "#c9ceda"),
            ink: var("--track-ink", "#1c2230"),
            option: var("--track-option", "#e8590c"),
            explore: var("--track-explore", "#5b6cff"),
            focus: var("--track-focus", "#7c3aed"),
            danger: var("--track-danger", "#d32f2f"),
            element: var("--track-element", "#0f766e"),
            speeds: (0..=TOP_SPEED).map(speed_colour).collect(),
            cars: [
                var("--car-1", "#c2255c"),
                var("--car-2", "#2b8a3e"),
                var("--car-3", "#7048e8"),
                var("--car-4", "#e67700"),
                var("--car-5", "#1864ab"),
                var("--car-6", "#0c8599"),
                var("--car-7", "#5c940d"),
                var("--car-8", "#495057"),
            ],
        }
    }

    /// The colour of a pixel of the track's picture.
    pub fn track(&self, ink: Ink) -> [u8; 3] {
        match ink {
            Ink::Road => self.road,
            Ink::Obstacle => self.obstacle,
            Ink::Start => self.start,
            Ink::StartStripe => self.start_stripe,
            Ink::Finish => self.finish,
            Ink::FinishCheck => self.finish_check,
            Ink::Ice => self.ice[0],
            Ink::IceGlint => self.ice[1],
            Ink::Dirt => self.dirt[0],
            Ink::DirtSpeck => self.dirt[1],
            Ink::Ramp => self.ramp[0],
            Ink::RampChevron => self.ramp[1],
            Ink::Checkpoint => self.checkpoint[0],
            Ink::CheckpointStripe => self.checkpoint[1],
            Ink::Ground(g) => self.grounds[usize::from(g) % self.grounds.len()],
        }
    }

    /// The CSS colour of a role.
    pub fn css(&self, colour: Colour) -> &str {
        match colour {
            Colour::Ink => &self.ink,
            Colour::Option => &self.option,
            Colour::Explore => &self.explore,
            Colour::Danger => &self.danger,
            Colour::Focus => &self.focus,
            Colour::Speed(s) => &self.speeds[usize::from(s).min(self.speeds.len() - 1)],
            Colour::Car(c) => &self.cars[usize::from(c) % self.cars.len()],
            Colour::Element => &self.element,
        }
    }
}
