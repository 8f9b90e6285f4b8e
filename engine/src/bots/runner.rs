//! Bots as programs: started without a shell, fed protocol lines on stdin, read line by line
//! from stdout on a thread of their own with a cap on a line's length, given a time budget per
//! answer, and always killed at the end. A bot that exits, hangs, floods its stdout or writes to
//! stderr (which is discarded) can neither stall nor crash the race. The built-in bots are the
//! AI drivers, played in-process.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender};
use std::time::{Duration, Instant};

use super::protocol::{self, MAX_LINE_BYTES, Reply, Start, Turn};
use crate::coach::Coach;
use crate::drivers::{Driver, Skill};
use crate::grid::Point;

/// What a bot did with one turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// An answer that reads.
    Reply(Reply),
    /// A line that is not an answer, or one over [`MAX_LINE_BYTES`].
    Malformed,
    /// Nothing within the budget.
    Late,
    /// The program has ended (or its stdin is closed).
    Exited,
}

/// A racer: told the start, asked each turn, told the end.
pub trait Bot {
    /// The start of the race.
    fn start(&mut self, start: &Start);
    /// One turn of the bot's car, whose run since its last crash (all its trajectory without
    /// one, empty before its placement) is `run`, to answer within `budget`.
    fn turn(&mut self, run: &[Point], turn: &Turn, budget: Duration) -> Heard;
    /// The end of the race (the last line a program is sent).
    fn end(&mut self, end: &protocol::End);
    /// The bot is out of the race (disqualified): a program is killed at once.
    fn stop(&mut self) {}
}

/// Answer lines read ahead of the turns that take them; a bot writing more blocks on its full
/// pipe instead of filling the race's memory.
pub const LINES_AHEAD: usize = 16;

/// A line read from the bot's stdout, or why none.
enum Line {
    Text(String),
    TooLong,
}

/// A bot program.
pub struct Program {
    child: Child,
    /// Lines for its stdin, written on a thread of their own: a bot that does not read its
    /// input (a full pipe) cannot block the race.
    stdin: Option<mpsc::Sender<String>>,
    lines: Receiver<Line>,
    /// Turns sent, and answer lines read: the answer to turn `n` is the `n`-th line, so a line
    /// that comes after its turn was given up is dropped when it arrives.
    asked: u64,
    heard: u64,
}

impl Program {
    /// Starts `program` with `args` (no shell), stdin and stdout piped, stderr discarded.
    pub fn spawn(program: &str, args: &[String]) -> std::io::Result<Program> {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let stdout = child.stdout.take().expect("stdout is piped");
        let stdin = child.stdin.take().map(writer);
        let lines = reader(stdout);
        Ok(Program {
            child,
            stdin,
            lines,
            asked: 0,
            heard: 0,
        })
    }

    /// Queues one line for its stdin; `false` when the program no longer reads (a write failed).
    fn send(&mut self, line: &str) -> bool {
        let Some(stdin) = self.stdin.as_ref() else {
            return false;
        };
        let ok = stdin.send(line.to_owned()).is_ok();
        if !ok {
            self.stdin = None;
        }
        ok
    }

    /// Sends `line` and waits up to `budget` for its answer, dropping the answers to earlier
    /// turns that came too late.
    fn ask(&mut self, line: &str, budget: Duration) -> Heard {
        if !self.send(line) {
            return Heard::Exited;
        }
        self.asked += 1;
        let deadline = Instant::now() + budget;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = match self.lines.recv_timeout(left) {
                Ok(line) => line,
                Err(RecvTimeoutError::Timeout) => return Heard::Late,
                Err(RecvTimeoutError::Disconnected) => return Heard::Exited,
            };
            self.heard += 1;
            if self.heard < self.asked {
                continue;
            }
            return match line {
                Line::Text(text) => {
                    protocol::parse_reply(&text).map_or(Heard::Malformed, Heard::Reply)
                }
                Line::TooLong => Heard::Malformed,
            };
        }
    }
}

impl Program {
    /// Kills and reaps the program (again harmless).
    fn kill(&mut self) {
        self.stdin = None;
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Program {
    /// The program is always killed and reaped.
    fn drop(&mut self) {
        self.kill();
    }
}

impl Bot for Program {
    fn start(&mut self, start: &Start) {
        self.send(&protocol::line(start));
    }

    fn turn(&mut self, _: &[Point], turn: &Turn, budget: Duration) -> Heard {
        self.ask(&protocol::line(turn), budget)
    }

    fn end(&mut self, end: &protocol::End) {
        self.send(&protocol::line(end));
    }

    fn stop(&mut self) {
        self.kill();
    }
}

/// A queue of lines written to `stdin` on a thread of their own, until a write fails or the
/// queue is dropped (which closes the program's stdin).
fn writer(mut stdin: ChildStdin) -> mpsc::Sender<String> {
    let (send, lines) = mpsc::channel::<String>();
    std::thread::spawn(move || {
        for line in lines {
            if writeln!(stdin, "{line}")
                .and_then(|()| stdin.flush())
                .is_err()
            {
                return;
            }
        }
    });
    send
}

/// The lines of `stdout`, read on a thread of their own, at most [`LINES_AHEAD`] waiting.
fn reader(stdout: impl Read + Send + 'static) -> Receiver<Line> {
    let (send, lines) = mpsc::sync_channel(LINES_AHEAD);
    std::thread::spawn(move || read_lines(stdout, send));
    lines
}

/// Reads `stdout` line by line into `send`, each line capped at [`MAX_LINE_BYTES`] (the rest of
/// a longer line is read and dropped), until the stream ends or nobody listens.
fn read_lines(stdout: impl Read, send: SyncSender<Line>) {
    let mut reader = BufReader::new(stdout);
    loop {
        let mut line = Vec::new();
        let mut too_long = false;
        loop {
            let buffer = match reader.fill_buf() {
                Ok([]) | Err(_) => return,
                Ok(buffer) => buffer,
            };
            let (chunk, done) = match buffer.iter().position(|&b| b == b'\n') {
                Some(i) => (&buffer[..i], Some(i + 1)),
                None => (buffer, None),
            };
            if !too_long && line.len() + chunk.len() <= MAX_LINE_BYTES {
                line.extend_from_slice(chunk);
            } else {
                too_long = true;
                line.clear();
            }
            let used = done.unwrap_or(buffer.len());
            reader.consume(used);
            if done.is_some() {
                break;
            }
        }
        let message = if too_long {
            Line::TooLong
        } else {
            Line::Text(String::from_utf8_lossy(&line).into_owned())
        };
        if send.send(message).is_err() {
            return;
        }
    }
}

/// A built-in bot: an AI driver of the engine on the race's coach.
pub struct Builtin {
    driver: Driver,
    coach: std::rc::Rc<Coach>,
    /// Its car's number, from the start line.
    car: usize,
}

impl Builtin {
    /// A driver of `skill` on `coach` (of the race's track and rules), seeded with `seed`.
    pub fn new(skill: Skill, seed: u64, coach: std::rc::Rc<Coach>) -> Builtin {
        Builtin {
            driver: Driver::new(skill, seed),
            coach,
            car: 0,
        }
    }
}

impl Bot for Builtin {
    fn start(&mut self, start: &Start) {
        self.car = start.car;
    }

    fn turn(&mut self, run: &[Point], turn: &Turn, _: Duration) -> Heard {
        let options: Vec<Point> = turn
            .options
            .iter()
            .map(|c| Point::new(c.to[0], c.to[1]))
            .collect();
        let held = turn
            .cars
            .get(self.car)
            .map_or(0, |c| protocol::held(&c.checkpoints));
        let Some(to) = self.driver.choose(&self.coach, run, held, &options) else {
            return Heard::Malformed;
        };
        let choice = turn.options.iter().find(|c| c.to == [to.row, to.col]);
        Heard::Reply(Reply {
            acc: choice.and_then(|c| c.acc),
            start: run.is_empty().then_some([to.row, to.col]),
        })
    }

    fn end(&mut self, _: &protocol::End) {}
}

/// Splits a bot command into program and arguments: words separated by spaces, with `"..."` or
/// `'...'` quoting a word that holds spaces (no other shell syntax; no shell runs it).
pub fn split_command(command: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quote: Option<char> = None;
    let mut started = false;
    for ch in command.chars() {
        match (quote, ch) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.push(c),
            (None, '"' | '\'') => {
                quote = Some(ch);
                started = true;
            }
            (None, c) if c.is_whitespace() => {
                if started {
                    words.push(std::mem::take(&mut word));
                    started = false;
                }
            }
            (None, c) => {
                word.push(c);
                started = true;
            }
        }
    }
    if quote.is_some() {
        return Err(format!("unclosed quote in {command:?}"));
    }
    if started {
        words.push(word);
    }
    if words.is_empty() {
        return Err("an empty bot command".into());
    }
    Ok(words)
}

/// How long `f` took, with its result.
pub(crate) fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let clock = Instant::now();
    let out = f();
    (out, clock.elapsed())
}

#[cfg(test)]
mod tests {
    use std::io::Read;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    use super::{LINES_AHEAD, Line, reader};

    /// An endless stream of short lines, counting the bytes taken from it.
    struct Endless(Arc<AtomicUsize>);

    impl Read for Endless {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            for (i, b) in buf.iter_mut().enumerate() {
                *b = if i % 2 == 0 { b'y' } else { b'\n' };
            }
            self.0.fetch_add(buf.len(), Ordering::SeqCst);
            Ok(buf.len())
        }
    }

    #[test]
    fn a_bot_flooding_short_lines_is_read_only_a_few_lines_ahead() {
        let taken = Arc::new(AtomicUsize::new(0));
        let lines = reader(Endless(Arc::clone(&taken)));
        std::thread::sleep(Duration::from_millis(200));
        // The reader blocks once LINES_AHEAD lines wait: one buffer of the stream at most.
        assert!(taken.load(Ordering::SeqCst) <= 64 * 1024, "{taken:?}");
        for _ in 0..LINES_AHEAD {
            assert!(matches!(lines.recv(), Ok(Line::Text(t)) if t == "y"));
        }
    }
}
