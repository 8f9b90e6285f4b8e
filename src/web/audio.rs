//! The sounds, synthesised with Web Audio (nothing to download): each [`Sound`] maps to a few
//! short notes, an oscillator and a gain envelope each. The audio context is made at the first
//! sound, which follows a gesture of the player (a move, a key), as browsers require; nothing
//! plays while the page is hidden.

use std::cell::RefCell;

use web_sys::{AudioContext, Document, OscillatorType};

use crate::ui::sound::Sound;

/// One note: frequency (Hz), start after the sound begins and length (s), wave, loudness.
type Note = (f32, f64, f64, OscillatorType, f32);

/// The notes of a sound.
fn notes(sound: Sound) -> Vec<Note> {
    use OscillatorType::{Sawtooth, Sine, Square, Triangle};
    match sound {
        Sound::Move { speed } => {
            vec![(
                220.0 + 45.0 * f32::from(speed.min(12)),
                0.0,
                0.07,
                Triangle,
                0.12,
            )]
        }
        Sound::Crash => vec![
            (140.0, 0.0, 0.25, Sawtooth, 0.14),
            (90.0, 0.08, 0.3, Sawtooth, 0.12),
        ],
        Sound::Finish => vec![
            (523.25, 0.0, 0.12, Sine, 0.16),
            (659.25, 0.1, 0.12, Sine, 0.16),
            (783.99, 0.2, 0.22, Sine, 0.16),
        ],
        Sound::Record => vec![
            (523.25, 0.0, 0.1, Sine, 0.16),
            (659.25, 0.09, 0.1, Sine, 0.16),
            (783.99, 0.18, 0.1, Sine, 0.16),
            (1046.5, 0.27, 0.3, Sine, 0.18),
        ],
        Sound::LastSecond => vec![(880.0, 0.0, 0.05, Square, 0.06)],
        Sound::YourMove => vec![
            (659.25, 0.0, 0.12, Sine, 0.14),
            (987.77, 0.12, 0.18, Sine, 0.14),
        ],
    }
}

/// The page's audio.
#[derive(Default)]
pub struct Audio {
    context: RefCell<Option<AudioContext>>,
}

impl Audio {
    /// Plays `sound`, unless the page is hidden or the browser has no Web Audio.
    pub fn play(&self, document: &Document, sound: Sound) {
        if document.hidden() {
            return;
        }
        let mut slot = self.context.borrow_mut();
        if slot.is_none() {
            *slot = AudioContext::new().ok();
        }
        let Some(context) = slot.as_ref() else {
            return;
        };
        let _ = context.resume();
        let now = context.current_time();
        for (frequency, start, length, wave, loudness) in notes(sound) {
            let (Ok(oscillator), Ok(gain)) = (context.create_oscillator(), context.create_gain())
            else {
                return;
            };
            oscillator.set_type(wave);
            oscillator.frequency().set_value(frequency);
            let level = gain.gain();
            let (from, to) = (now + start, now + start + length);
            let _ = level.set_value_at_time(0.0, from);
            let _ = level.linear_ramp_to_value_at_time(loudness, from + 0.01);
            let _ = level.exponential_ramp_to_value_at_time(0.0001, to);
            let _ = oscillator.connect_with_audio_node(&gain);
            let _ = gain.connect_with_audio_node(&context.destination());
            let _ = oscillator.start_with_when(from);
            let _ = oscillator.stop_with_when(to + 0.02);
        }
    }
}
