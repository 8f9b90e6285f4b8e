# Racetrack's words in English. Each message has the same id and the same variables in every
# language (`cargo xtask lint` checks it); docs/translating.md says how to add a language.

## The page

# The page's description (search engines, the installed app).
page-description =
    .content = Racetrack (Vector Race): play on graph paper, watch solvers think, share a track as a link.

home-button =
    .title = Back to the levels

## The menu: its fixed words

menu-section =
    .aria-label = Choose a track
menu-tagline = Keep your speed or change it by one step each way; land on the finish in the fewest moves without touching a wall.
# On a card tapped before the game has started: it opens once the game is ready.
menu-starting = Starting…
menu-daily = Daily challenge
menu-daily-streak = Daily challenge · { $days ->
        [one] { $days } day in a row
       *[other] { $days } days in a row
    }
menu-online = Race online
menu-help = How to play
menu-levels = Levels
menu-my-tracks = My tracks
menu-my-tracks-empty = Tracks you open from a file, a paste or a link, generate, or test-drive from the editor are kept here, newest first, to open, edit or delete.
menu-make = Make a track
menu-editor = Track editor
menu-random = Random track
menu-open-image = Open image track
menu-image-note = An image track is a picture of a track, one colour for each kind of point:
menu-image-colours = the colours, in How to play
menu-watch = Watch a race
menu-open-record = Open a race record
menu-demo-level = Level
menu-demo = Watch the AI drivers race
menu-demo-note = The novice, club, pro and perfect drivers race on the level you pick, played back round by round. A race saved after a race here opens too, or drop it anywhere on this page.
menu-own = Your own track
menu-open-file = Open a track file
paste-intro = …or paste one:
cell-road = road
cell-obstacle = obstacle
cell-start = start
cell-finish = finish
cell-ice = ice
cell-dirt = dirt
cell-ramp = ramp
cell-checkpoints = checkpoints
cell-grounds = grounds off the track (or a whole Karopapier mapcode)
paste-rows = , one line per grid row; gates and trains as
paste-after = lines after the grid.
menu-open-pasted = Open pasted track
menu-records = Your records
menu-records-export = Export records
menu-records-import = Import records
menu-settings = Settings
menu-language = Language
menu-language-shortcut = Language · Langue · Sprache
menu-theme = Colours
theme-system = As the system
theme-light = Light
theme-dark = Dark

## The menu: its level cards

menu-loading-list = Loading levels…
menu-loading-count = Loading { $count ->
        [one] { $count } level
       *[other] { $count } levels
    }…
menu-index-failed = Could not load the level list: { $error }
# The level list is not a list (why: the JSON reader's words).
menu-index-not-list = levels/index.json is not a list of file names ({ $why })
menu-no-level = There is no level called { $name }.
menu-decor-failed = The decor could not be shown ({ $why }).
card-size = { $cols } × { $rows }
card-loading = loading…
card-failed = could not load
card-optimum = optimum { $moves }
card-optimum-computing = optimum: computing…
card-no-solution = no solution
card-too-large = too large to solve
card-board = { $title }: world board
card-board-chip = Board
card-best-medal = your best { $moves } · { $medal } · { $help }
card-best-plain = your best { $moves } · { $help }
run-clean = clean
# A date: its year, month and day, each with its leading zeros.
date-numeric = { $year }-{ $month }-{ $day }
run-assisted = assisted
medal-gold = gold
medal-silver = silver
medal-bronze = bronze
group-basics = Basics
group-terrain = Terrain
group-elements = Moving elements
progress-medals = Medals: { $medals } of { $levels } levels, { $golds } gold · next to beat: { $next }
progress-all-gold = Every level won with gold: { $golds } of { $levels }.

## The menu's main action

main-place = Level { $number } of { $count }
main-continue = Continue: { $title }
main-play = Play: { $title }
main-gold = Go for gold: { $title }
main-again = Play again: { $title }
main-run = { $place } · your run: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
main-not-won = { $place } · not won yet
main-best = { $place } · your best { $medal }
main-all-gold = { $place } · every level won with gold

## Languages

language-failed = The { $language } words could not be loaded ({ $why }): the page stays in { $current }.

## The play screen: speed and placing

speed-rest = speed 0 (at rest)
speed-words = speed { $speed } { $arrow } ({ $steps })
step-right = { $n } right
step-left = { $n } left
step-down = { $n } down
step-up = { $n } up
place-touch = tap a start point (striped)
place-mouse = click a start point (striped), or arrows and Enter
circles-touch = Tap one of the circles: they are the legal moves.
circles-mouse = Click one of the circles: they are the legal moves.
hint-touch = How to drive: the orange circles are your legal moves; tap one. The + is the main point: where the car goes if it keeps its speed (tap the car to stand still when that is a move). Start on a striped point; land on a chequered one, at any speed, in as few moves as you can. Trails are coloured by speed; Undo takes a move back.
hint-mouse = How to drive: the orange circles are your legal moves; click one (or use the arrows and Enter, or the digits 1-9 laid out like a numpad). The + is the main point: where the car goes if it keeps its speed. Start on a striped point; land on a chequered one, at any speed, in as few moves as you can. Trails are coloured by speed; Backspace undoes.
hint-checkpoints = Numbered points are checkpoints: pass every number first, in any order.
hint-karopapier = Karopapier's rules: the car never stands still, and crossing a chequered point finishes.

## The play screen: the status line

status-placing = Place the car: { $how }.
status-playing = Moves { $moves } · { $speed } · { $options ->
        [one] { $options } option
       *[other] { $options } options
    } · { $rules } rules
status-checkpoints = checkpoints { $held } of { $all }
status-won = Won in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
status-crashed = Crashed after { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
rules-strict = strict
rules-soft = soft
rules-karopapier = Karopapier
warning-certain = ⚠ a crash is certain from here: Undo and brake sooner
warning-some = ⚠ brake: { $doomed } of { $options } (slashed) { $doomed ->
        [one] crashes
       *[other] crash
    } for certain
coach-thinking = coach: thinking…
coach-too-large = coach: this track is too large
coach-optimum = coach: optimum { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
coach-no-start = coach: no start reaches the finish
coach-doomed = coach: doomed, no finish can be reached from here
coach-from-here = optimum from here { $moves }
coach-from-here-lost = optimum from here { $moves } · { $lost ->
        [one] { $lost } move lost
       *[other] { $lost } moves lost
    }
coach-no-loss = No move lost time.
coach-losses = Time lost at { $moves }.
coach-loss = move { $number } (+{ $lost })

## The play screen: what a screen reader hears after a move

move-placed = Car placed at row { $row }, column { $col }. { $options ->
        [one] { $options } option
       *[other] { $options } options
    }.
move-made = Move { $number }: row { $row }, column { $col }, speed { $speed }, { $options ->
        [one] { $options } option
       *[other] { $options } options
    }.
move-won = Finished in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }. { $verdict }
move-crashed = Crashed at row { $row }, column { $col }: every one of the nine moves is blocked: { $reasons }.
blocked-count = { $count } { $why } ({ $letter })
blocked-off = off the track
blocked-into-wall = into a wall
blocked-through-wall = through a wall
blocked-pinch = through a pinch
blocked-element = into a moving element
blocked-standing-still = standing still
# The letter drawn beside each blocked option on the board: the initial of its reason above.
blocked-letter-off = O
blocked-letter-into-wall = W
blocked-letter-through-wall = T
blocked-letter-pinch = P
blocked-letter-element = E
blocked-letter-standing-still = S

## The win box and the crash box

verdict-optimal = That is the optimum. Perfect!
verdict-above = The optimum is { $best ->
        [one] { $best } move
       *[other] { $best } moves
    }: { $extra ->
        [one] { $extra } move
       *[other] { $extra } moves
    } more (+{ $percent }%).
verdict-computing = The optimum is still being computed.
verdict-other = Optimum: { $optimum }.
win-text = Finished in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }. { $verdict }
win-medal-gold = A gold medal!
win-medal-silver = A silver medal!
win-medal-bronze = A bronze medal!
win-streak = Daily streak: { $days ->
        [one] { $days } day in a row
       *[other] { $days } days in a row
    }.
# The first win turned the crash warning's default off (the switch never touched): said after
# the status line's "Won in 5 moves".
win-warning-off = first win: the Crash warning is off from now on (its switch turns it back on)
run-clean-words = Clean run
run-assisted-words = Assisted run ({ $helps })
help-undo = Undo
help-coach = the coach
help-line = the optimal line
help-solver = a solver
scoring-gold = ★★★ gold takes the optimum, { $best ->
        [one] { $best } move
       *[other] { $best } moves
    }
scoring-silver = ; ★★ silver { $most } or fewer (within 10%)
scoring-bronze = ; ★ bronze { $most } or fewer (within 25%)
scoring-next = { $rule }. { $fewer ->
        [one] { $fewer } move
       *[other] { $fewer } moves
    } fewer for { $medal }.
crash-text = Crashed at { $speed }: every next point is { $places }{ $shown }. Too fast to turn or stop here: brake earlier. Undo to try another way.
crash-place-wall = in or behind the wall
crash-place-off = off the track
crash-place-element = in a moving gate or train
crash-places-or = { $first } or { $second }
crash-shown-marked = {" "}(each marked ✕ on the board)
crash-shown-edge = , past its edge
crash-shown-one-off = {" "}(marked ✕; one lies past the track’s edge)
crash-shown-some-off = {" "}(marked ✕; { $off } lie past the track’s edge)
crash-line = { $letter } { $count ->
        [one] { $count } move
       *[other] { $count } moves
    } { $why }

## A ghost or a challenge

ghost-beat = You beat { $who }'s { $total } moves by { $by ->
        [one] { $by } move
       *[other] { $by } moves
    }!
ghost-tie = A tie with { $who }: { $total } moves each.
ghost-stands = { $who }'s { $total } moves stand: { $by ->
        [one] { $by } move
       *[other] { $by } moves
    } more for you.
ghost-new-best = A new best: { $by ->
        [one] { $by } move
       *[other] { $by } moves
    } better than your ghost.
ghost-as-fast = As fast as your ghost.
ghost-faster = Your ghost was { $by ->
        [one] { $by } move
       *[other] { $by } moves
    } faster.
ghost-yours = your ghost
ghost-ahead = you are { $by ->
        [one] { $by } move
       *[other] { $by } moves
    } ahead of { $rival }
ghost-level = you are level with { $rival }
ghost-behind = you are { $by ->
        [one] { $by } move
       *[other] { $by } moves
    } behind { $rival }
# The player's own best run raced as a ghost: its name, and why there is none.
ghost-your-best = your best
ghost-none = No best run on this track yet: win once, then race your ghost.

## The first-run tutorial

tutorial-title = Tutorial, step { $step } of { $steps }
tutorial-place-touch = Your car starts on a striped start point (ringed on the board): tap one to place it.
tutorial-place-mouse = Your car starts on a striped start point (ringed on the board): click one to place it.
tutorial-main-point = The + is the main point: where the car goes if it keeps its velocity. The circles are the main point and its eight neighbours: each changes the velocity by at most one on each axis. Pick one to move.
tutorial-braking = The velocity carries over from move to move, so a fast car needs several moves to stop. Brake (pick circles back towards the car) before a turn, or the wall comes first.
tutorial-coach = A slashed circle is a crash whatever you do next; until your first win the Crash warning marks them (its switch is in the settings). The Coach counts the fewest moves left, but a run it helps counts as assisted. Land on a chequered finish point in as few moves as you can.
tutorial-next = Next
tutorial-done = Got it
tutorial-skip = Skip the tutorial

## The daily challenge

daily-card = Racetrack daily { $day }: { $moves } moves, optimum { $best } { $stars } ({ $help })
daily-copied = Result copied: paste it anywhere.
daily-not-copied = The result could not be copied here.
daily-next-soon = Next daily in under a minute
daily-next-minutes = Next daily in { $minutes } min
daily-next-hours = Next daily in { $hours } h
daily-next-both = Next daily in { $hours } h { $minutes } min
daily-day-done = { $day }: finished
daily-day-not-done = { $day }: not finished
daily-calendar = Your last { $days } days: a filled square is a daily finished, the ringed one today.
daily-copy = Copy result
daily-copy-done = Copied ✓
daily-copy-failed = Not copied: try again
# The daily streak on its own.
daily-streak-days = { $days ->
        [one] { $days } day in a row
       *[other] { $days } days in a row
    }

## The page's titles and the game's controls

title-editing = Editing: { $name }
title-online = Online races
title-board = World board
title-help = Help
title-replay = Replay of { $name }
title-online-game = Online: { $title }
title-online-untitled = Online game
# A game made on a track with no name (a pasted one): the tab's title and the room's heading.
title-online-unnamed = Online: unnamed track
room-unnamed-track = Unnamed track
game-edit = Edit
game-edit-copy = Edit a copy
game-line-show = Optimal line
game-line-hide = Hide the optimal line
share-copying = Copying…
share-copied = Copied
share-copied-anonymous = Copied, signed “{ $name }”: name your run to sign it with your name
share-not-copied = Not copied ({ $why }): copy the selected link by hand
copy-no-clipboard = this browser gives this page no clipboard
copy-not-allowed = the browser did not allow it
copy-failed = the clipboard refused
solver-watching = Watching a solver ({ $solver }). Your game waits, unchanged: Esc or
solver-watching-touch = Watching a solver ({ $solver }). Your game waits, unchanged:
daily-today = The daily challenge of { $date }: the same track for every player today. Share your run to compare.
daily-past = The daily challenge of { $date }: every player had this track that day.
challenge-words = Beat { $name }'s { $moves } moves: their run is the faint ghost on the track.
moving-turn = Turn { $turn } (the elements repeat every { $cycle } turns).

## My tracks and the records

my-track-details = { $cols } × { $rows }, { $from }
my-track-numbered = { $name } ({ $n })
my-track-from-editor = from the editor
my-track-generated = generated
my-track-from-file = opened from a file
my-track-pasted = pasted
my-track-from-link = opened from a link
my-track-opened = opened from a file, a paste or a link
my-track-delete = Delete { $name }
my-track-delete-ask = Delete “{ $name }” from My tracks?
my-track-deleted = { $name } deleted from My tracks.
record-kept-rank = Kept in the records, number { $rank }.
record-kept-not-top = Kept… but not among the top 10.
record-saved-rank = Record kept: number { $rank }.
record-saved-not-top = Record not among the top 10.
record-not-kept = The record was not kept: { $why }.
# Why a record's name was not kept: its run left the table meanwhile.
record-gone = that run is no longer in the records
# Importing a records file (problem: the engine's words for the first part skipped).
records-not-utf8 = { $name }: not a records file (not UTF-8 text).
records-imported = { $name }: { $count ->
        [one] { $count } record
       *[other] { $count } records
    } imported.
records-skipped = {" "}{ $parts ->
        [one] { $parts } part of the file could not be read and was skipped
       *[other] { $parts } parts of the file could not be read and were skipped
    }: { $problem }.
records-file-too-large = { $name }: a records file holds at most { $most } bytes.
# Records kept in the browser that could not be read (key: where they are kept; problem: the
# engine's words for the first one).
records-set-aside = Some saved records could not be read and were set aside (kept in storage under { $key }): { $problem }.

## The solver screen

solver-speed = { $rate ->
        [one] { $shown } expansion/s
       *[other] { $shown } expansions/s
    }
solver-fastest = as fast as possible
duration-ms = { $ms } ms
duration-s = { $s } s
solver-back = Back to your game. { $status }
solver-solved = { $solver }: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
solver-no-solution = { $solver }: no solution
solver-gave-up = { $solver }: gave up (search limit reached)
# A solver's name, as the page says it (the command line says dfs, bfs, astar…).
solver-name-dfs = Depth-first search
solver-name-bfs = Breadth-first search
solver-name-astar = A*
solver-name-greedy = Greedy driver
solver-name-careful = Careful driver
solver-searching = searching…
solver-paused = paused
solver-held = Checkpoints held at the last step: { $digits }
solver-held-none = No checkpoint held at the last step
solver-run = Run
solver-pause = Pause
solver-resume = Resume
solver-watching-note = You are watching a solver: press Esc or “Back to your game” to play.
solver-watching-note-touch = You are watching a solver: tap “Back to your game” to play.
solver-about-dfs = depth-first search: follows one way to its end; rarely a good one
solver-about-bfs = breadth-first search: every run of 1 move, then 2…: the fewest moves
solver-about-astar = A*: the fewest moves, searching toward the finish first
solver-about-greedy = greedy driver: heads for what looks nearest; quick, not the best
solver-about-careful = careful driver: greedy, but always keeps room to brake
# Under the solver's description until a solver has been watched on the track.
solver-assist-note = Watching a solver marks your runs on this track as assisted: they are ranked with the assisted runs.

## Races on one device

race-over-retry = The race is over: Retry for a new race.
race-wait = Wait: it is { $name }'s turn.
race-over-status = Race over · { $lines }
race-who = { $name } (car { $car })
race-ai-driving = { $who } is driving…
race-place = { $who }: place the car: { $how }.
race-to-move = { $who } to move · moves { $moves } · speed { $speed } · { $options ->
        [one] { $options } option
       *[other] { $options } options
    }
race-seconds-left = {" "}· { $seconds } s left
race-won-by = Race over: { $name } { $you ->
        [yes] win
       *[no] wins
    } in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }. Retry for a new race.
# Two or more cars share the first place.
race-tie = Race over: a tie, { $names } in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } each. Retry for a new race.
race-over-none = Race over. Retry for a new race.
race-start = Start
race-new-run = New run
race-opponents = Opponents
race-players = Players
race-quit-ask = Quit this race? It ends here, and the mode choice comes back.
race-quit = Quit
race-keep = Keep racing
race-restart-ask = Start this race again from the start line?
race-restart = Restart
race-clock = Time { $seconds } s
race-clock-unplaced = { $seconds } s a move once your car is placed
race-standing = { $place }. { $name } (car { $car }) · { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }{ $state }{ $to_move ->
        [yes] {" "}· to move
       *[no] {""}
    }
race-result = { $place }. { $name }, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }{ $state }{ $note }
# Why an AI car finished over the optimum: by how much (over) and what it is made of (parts,
# each joined to the next by race-note-and).
race-note = {" "}(+{ $over }: { $parts })
race-note-held = { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } held up by { $others ->
        [one] the other car
       *[other] other cars
    }
race-note-start = { $moves } from its start, the best one taken
race-note-slips = { $slips ->
        [one] { $slips } by its own slip
       *[other] { $slips } by its own slips
    }
race-note-and = { $first }; { $next }
car-placing = placing
car-running = running
car-sitting-out = sitting out
car-finished = finished
car-retired = retired
# A car still in a race that is over: every other car left it (resigned or disqualified), or
# the race ran out of rounds before this car finished.
car-left-alone = the others left the race
car-unfinished = not finished when the race ended
# The page's fixed words outside the menu, in English: the markup's (index.html) headings, buttons,
# labels and their titles and aria-labels, each element naming its message in data-l10n.

## The page: the error banner and the notice

page-dismiss =
    .aria-label = Dismiss
page-toast-open = Open
page-toast-close =
    .aria-label = Close

## How to play

help-section =
    .aria-label = How to play
help-back = ← Levels
help-moves = Each move keeps the car's velocity and may change it by one unit in each direction: the nine candidates are the
help-main-point = main point
help-moves-goal = (where the car would go unchanged, marked +) and its eight neighbours. Land on a finish point (chequered), at any speed, in as few moves as you can without touching the walls; under strict and soft rules, passing over one does not count. A car with no legal move left has crashed: undo and brake sooner.
help-rules-under = Under
help-rules-strict = strict
help-rules-strict-more = rules (the default) the whole segment of a move must stay on the road and may not squeeze between two walls that touch at a corner;
help-rules-soft = soft
help-rules-soft-more = rules only check where the car lands.
help-checkpoints-title = Checkpoints and Karopapier's rules
help-checkpoints = A track may hold checkpoints, the digits 1 to 9: the race finishes only once every digit is collected, in any order. Under strict rules a move collects those its segment crosses, under soft rules the one it lands on.
help-karopapier = Under Karopapier's rules (the online game's at karopapier.de) a car never stands still; a move passes the cells of Karopapier's line and may slip diagonally between two walls; it collects every checkpoint it passes, and once all are held it finishes as it passes a finish point, without stopping there. A car with no legal move crashes: it goes back to where it stood a few moves before (ZZZ, 2 by default), at speed 0, and drives on; the crash is counted apart from the moves.
help-medals-title = Stars and medals
help-medals = On a level, the optimum (the fewest moves possible) earns gold and three stars, a run within 10% of it silver and two stars, within 25% bronze and one star. Undo, the coach, the optimal line or a watched solver mark a run as assisted; on a level’s card an assisted best shows its medal as a ring (○) rather than a dot (●).
help-controls-title = Controls
help-controls = Mouse or touch: click or tap a circle; drag to look around, pinch or the wheel to zoom; where the road ahead leaves the view, an arrow at the board’s edge points the way it goes. Keyboard: the arrows move a highlight and
help-key-enter = Enter
help-controls-enter = plays it, or the digits
help-controls-numpad = laid out like a numpad (
help-controls-keep = keeps the speed);
help-key-backspace = Backspace
help-controls-undo = undoes,
help-controls-and = and
help-controls-zoom = zoom,
help-key-esc = Esc
help-controls-esc = closes the win or crash box, else returns to the levels,
help-key-tab = Tab
help-controls-tab = moves between the controls.
help-terrain-title = Terrain and moving elements
help-terrain = Terrain is read from the car's last move: after crossing
help-terrain-ice = the car cannot slow down,
help-terrain-dirt = slows it by one on each axis before it accelerates, and a
help-terrain-ramp = throws it on at the same velocity (the only option is the main point).
help-gates = Gates
help-gates-more = open and close and
help-trains = trains
help-trains-more = run along a rail, one step each turn; a move may touch no point an element occupies before or after it (solid and dashed squares on the track), so sometimes the best move is to wait: click the car to stand still.
help-files-title = Track files
help-files = One line per row of points:
help-cell-wall = wall
help-files-ramp = ramp; gates and trains as
help-files-after = lines after the grid. Paste one on the levels page or open a
help-files-end = {" "}file.
help-images-title = Image tracks
help-images = An image track is a PNG: white road,
help-images-more = any other colour a wall. Choose two files at once to lay a decor picture under a logic image (or under a track file).
help-cli-title = The command line and bots
help-cli = The
help-cli-program = program checks, solves, generates and scales tracks, and races bots: programs in any language that read the race and answer their moves as JSON lines.
help-cli-record = saves a race that this page plays back (open it under
help-cli-readme = ). The project's README lists every command.

## A player's profile

profile-close = Close

## Online races

online-section =
    .aria-label = Online races
online-back = ← Levels
online-refresh = Refresh
online-play-now = Play now
online-pair-kind =
    .aria-label = Kind of game
online-pair-cancel = Cancel
online-you = You
online-name = Your name online (1 to 24 characters)
online-make-player = Make my player
online-race-as = You race as
online-notify = Tell me when it is my move (notifications, even with the tab closed)
online-sound = Sound (the chime when it is your move, moves, crashes and finishes)
online-key-note = Your player key is the secret that makes you you on this server: copy it to play from another device, and keep it to yourself.
online-copy-key = Copy my player key
online-forget = Forget me on this device
online-key-more = My player key
online-key-summary = Already playing on another device?
online-key-label = Paste the player key you copied there
online-use-key = Use this key
online-new-game = New game
online-track = Track
online-seats = Seats
online-move-time = Time to move
online-penalty = Crash penalty
online-penalty-turns = turns
online-penalty-back = moves back (ZZZ)
online-turns-note = Karopapier: one car at a time, in a new random order every round; the time to move is each car's own. A car that crashes goes back as many moves as the penalty says, at speed 0, and moves again. Only a car that has already moved this round is in the way.
online-public = In the lobby (anyone may join)
online-spectator-chat = Spectators may chat
online-night = Night: each player sees only what their headlights light
online-at-night = { $text }, at night
# A rated game (its result changes the players' ratings), in the lobby and the room's heading.
online-rated-text = { $text } · rated
online-checkpoints = Checkpoints: pass every numbered point before the finish (off: numbers are plain road)
online-honour-title =
    .title = Honour rules: kept by the players, not checked by the server
race-honour-title =
    .title = Honour rules: kept by the players, not checked by the game
online-start-direction = First move
online-start-free = any way
online-start-classic = away from the finish (classic)
online-start-formula1 = across the finish (formula 1)
online-tactical-crashes = Crashes on purpose
online-crashes-free = as each player likes
online-crashes-allowed = allowed
online-crashes-forbidden = forbidden
online-rated-switch =
    .title = The result changes every player's rating (Glicko-2), once, at the end
online-rated = Rated (the result moves your rating)
online-create = Make the game
online-rounds-note = Every round, every car chooses its move at the same time; the round ends when all have chosen or the time is up (a car that did not choose keeps its speed). Seconds make a live game; days a correspondence game you play when you have a moment.
online-your-games = Your games
online-mine-empty = Games you make or join are listed here; those waiting for your move are marked.
online-lobby = Lobby
online-running = Being played now
online-panel =
    .aria-label = Online game
online-join = Take a seat
online-room-name =
    .aria-label = Your name
    .placeholder = Your name
online-start = Start the game
online-cancel = Cancel the game
online-leave = Leave the game
online-resign = Resign
online-invite =
    .aria-label = Invite link
online-copy-invite = Copy invite link
online-log =
    .aria-label = What happened
online-chat = Chat
online-chat-input =
    .aria-label = Chat line
online-chat-send = Send
online-back-races = ← Online races

## The game

game-section =
    .aria-label = Game
game-back = ← Levels
    .title = Back to the levels (Esc)
game-back-to-editor = ← Editor
    .title = Back to the editor (Esc)
game-back-to-room = ← Game
    .title = Back to the game (Esc)
game-coach-switch =
    .title = The coach marks doomed options and counts the moves you lost (a run it helps is marked assisted)
game-coach = Coach
game-settings-sheet =
    .aria-label = Settings
game-rules-switch =
    .title = Strict: no move may cut a wall. Soft: only where the car stops counts. Karopapier: the cells of the line drawn as karopapier.de draws it
game-rules = Rules
game-rules-strict = Strict
game-rules-soft = Soft
game-rules-karopapier = Karopapier
game-night-switch =
    .title = Karopapier's night: see only the cells your car's lights reach
game-night = Night
game-distance-switch =
    .title = Tint every road point by its distance to the finish
game-distance-map = Distance map
game-warn-switch =
    .title = Slash the options from which a crash is certain, even with the coach off (on until your first win)
game-crash-warning = Crash warning
game-sound-switch =
    .title = Short sounds for moves, crashes and finishes
game-sound = Sound
game-decor-switch =
    .title = The picture under the track: scenery only, the grid decides
game-decor = Decor
game-another-random = Another random track
game-edit-track =
    .title = Open this track in the editor
game-share = Share
game-done = Done
game-share-link =
    .aria-label = Share link
game-daily-board = Today's board
game-daily-calendar =
    .aria-label = Your last 14 days
game-watching-back = Back to your game
game-zoom-out =
    .aria-label = Zoom out
    .title = Zoom out (−)
game-zoom-in =
    .aria-label = Zoom in
    .title = Zoom in (+)
game-record = A record: number
game-record-name = on this track. Your name
game-record-keep = Keep
game-undo = Undo
game-retry = Retry
game-watch-replay = Watch the replay
# The won run's replay: a ▶ in the win box's corner, named by these words.
game-watch-run =
    .aria-label = Watch the replay of your run
    .title = Watch the replay of your run
game-save-race = Save race record
game-world-send = Send to the world board
game-world-board = World board
game-next-level = Next level
game-editor = Editor
game-close =
    .aria-label = Close
    .title = Close
game-legend =
    .aria-label = Speed colours
game-undo-button = Undo
    .title = Undo (Backspace)
game-ice = Ice
game-ice-note = : after crossing it the car cannot slow down.
game-dirt = Dirt
game-dirt-note = : slows the car by one on each axis first.
game-ramp = Ramp
game-ramp-note = : the car flies on at the same velocity.
game-element = Gate or train
game-element-now = where it is now,
game-element-next = where it will be after your move: the move may touch neither.
game-records = Records
game-records-name = name
game-records-moves = moves
game-records-run = run
game-records-date = date
game-records-empty = No record on this track yet: win to set one.

## Races against the AI drivers or on one screen

race-standings-list =
    .aria-label = Standings
race-controls-restart = Restart
race-controls-quit = Quit race
race-mode = Mode
race-mode-solo = Solo
race-mode-ghost = Ghost
race-mode-blitz = Blitz
race-mode-ai = Against AI
race-mode-hotseat = Hot-seat
race-mode-simultaneous = Simultaneous race
race-zzz-field =
    .title = Karopapier's ZZZ: a crashed car goes back this many moves
race-zzz = ZZZ
race-blitz-seconds = Seconds a turn
race-car-2 = Car 2: AI level
race-car-3 = Car 3: AI level
race-car-4 = Car 4: AI level
race-level-novice = Novice
race-level-club = Club
race-level-pro = Pro
race-level-perfect = Perfect
race-player-1 = Player 1
race-player-1-field =
    .placeholder = Player 1
race-player-2 = Player 2
race-player-2-field =
    .placeholder = Player 2
race-player-3 = Player 3
race-player-3-field =
    .placeholder = Player 3
race-player-4 = Player 4
race-player-4-field =
    .placeholder = Player 4
race-standings = Standings

## A race's replay

replay-panel =
    .aria-label = Race replay
replay-title = Race replay
replay-play =
    .title = Play or pause (Space)
replay-tempo = Speed
replay-cars = Cars
replay-events = Events
replay-share = Copy link

## The solvers

solver-section =
    .aria-label = Solvers
solver-title = Watch a solver
solver-select =
    .aria-label = Solver
solver-step = Step
    .title = One expansion: the configuration expanded is ringed, its successors drawn bold
solver-instant = Solve instantly
solver-back-game = Back to game
solver-tempo = Speed
solver-expanded = expanded
solver-frontier = frontier
solver-compute = compute
solver-elapsed = elapsed
solver-legend-heat = points reached: pale once, red often
solver-legend-explore = segments just explored
solver-legend-step = Step: the configuration expanded
solver-legend-path = the solution, coloured by speed
solver-legend-closest = no solution: the closest point reached

## The world board

board-back = ← Levels
board-play = Play this track
board-clean = Clean runs
board-clean-note = Runs with no help shown: no optimal line, no solver watched on the track.
board-assisted = Assisted runs

## The track editor

editor-section =
    .aria-label = Track editor
editor-back = ← Levels
    .title = Back to the levels (Esc); the draft is kept
editor-name =
    .aria-label = Track name
editor-undo = Undo
    .title = Undo (Ctrl+Z)
editor-redo = Redo
    .title = Redo (Ctrl+Shift+Z)
editor-test-drive = Test drive
    .title = Play the draft now; Esc comes back here
editor-test-drive-title = Test drive: { $name }
editor-save = Save
    .title = Download the track file
editor-tools =
    .aria-label = Tools
editor-paint =
    .aria-label = Paint
editor-tool-road =
    .title = Road (R)
editor-road = Road
editor-tool-wall =
    .title = Wall (W)
editor-wall = Wall
editor-tool-start =
    .title = Start (S)
editor-start = Start
editor-tool-finish =
    .title = Finish (F)
editor-finish = Finish
editor-terrain =
    .aria-label = Terrain
editor-tool-ice =
    .title = Ice: a car on it cannot slow down (I)
editor-tool-dirt =
    .title = Dirt: slows a car by one on each axis (D)
editor-tool-ramp =
    .title = Ramp: a car on it keeps its velocity (A)
editor-shape =
    .aria-label = Shape
editor-tool-pen = Pen
    .title = Pen: paint as you drag (P)
editor-tool-line = Line
    .title = Straight line (L)
editor-tool-rect = Rect
    .title = Filled rectangle (X)
editor-tool-fill = Fill
    .title = Flood fill (G)
editor-tool-pan = Pan
    .title = Move the view (H, or the arrow keys)
editor-tool-gate =
    .title = Gate: drag over the road; it closes and opens on a cycle (O)
editor-gate = Gate
editor-tool-train =
    .title = Train: drag along the road to lay its rail (T)
editor-train = Train
editor-more = More
editor-more-paints =
    .title = Checkpoints, and the grounds off the track that Karopapier draws
# The choice shown while none is made: what the list holds (a playtest read a bare dash).
editor-more-none = checkpoints, grounds…
editor-checkpoints =
    .label = Checkpoint
editor-checkpoint-1 = Checkpoint 1
editor-checkpoint-2 = Checkpoint 2
editor-checkpoint-3 = Checkpoint 3
editor-checkpoint-4 = Checkpoint 4
editor-checkpoint-5 = Checkpoint 5
editor-checkpoint-6 = Checkpoint 6
editor-checkpoint-7 = Checkpoint 7
editor-checkpoint-8 = Checkpoint 8
editor-checkpoint-9 = Checkpoint 9
editor-grounds =
    .label = Off the track
ground-parc-ferme = Parc fermé
ground-sand = Sand
ground-mud = Mud
ground-gold = Gold
ground-lava = Lava
ground-snow = Snow
ground-tar = Tar
ground-mountain = Mountain
ground-water = Water
editor-brush = Brush
editor-brush-size =
    .title = Brush size ([ and ])
editor-zoom-group =
    .aria-label = Zoom
editor-zoom-out =
    .title = Zoom out (-)
    .aria-label = Zoom out
editor-zoom-in =
    .title = Zoom in (+, or the wheel)
    .aria-label = Zoom in
editor-zoom-fit = Fit
    .title = The whole track (0)
editor-side =
    .aria-label = Track
editor-size = Size
editor-resize =
    .aria-label = Rows and columns
editor-side-top = Top
editor-grow-top =
    .aria-label = Add a row at the top
editor-shrink-top =
    .aria-label = Remove the top row
editor-side-bottom = Bottom
editor-grow-bottom =
    .aria-label = Add a row at the bottom
editor-shrink-bottom =
    .aria-label = Remove the bottom row
editor-side-left = Left
editor-grow-left =
    .aria-label = Add a column on the left
editor-shrink-left =
    .aria-label = Remove the left column
editor-side-right = Right
editor-grow-right =
    .aria-label = Add a column on the right
editor-shrink-right =
    .aria-label = Remove the right column
editor-tidy = Tidy up
    .title = Crop to the track with a wall margin, and wall off road no car can use
editor-new-track = New track
editor-columns = Columns
editor-rows = Rows
editor-create = Create
editor-open-track = Open a track
editor-open-file = Track file or image
editor-paste-label = …or paste one, a track's text or a Karopapier mapcode:
editor-paste-open = Edit pasted track
editor-image-pitch = Image pitch
editor-pixels = Pixels per point
editor-pixels-field =
    .aria-label = Pixels per point
editor-elements-the = The
editor-elements-gate = tool turns the road under a dragged rectangle into a gate, the
editor-elements-train = tool lays a rail where you drag along the road. Each is one line below: change its numbers there (
editor-elements-cycle = : closed at turns 0 to 4 of every 10;
editor-element-lines = Element lines
editor-show-turn = Show turn
editor-decor-note = A picture under the grid, for looks only: the grid decides what is road.
editor-decor-image = Decor image
editor-decor-remove = Remove
editor-keys = Keys
editor-keys-road = road,
editor-keys-wall = wall,
editor-keys-start = start,
editor-keys-finish = finish;
editor-keys-pen = pen,
editor-keys-ice = ice,
editor-keys-dirt = dirt,
editor-keys-ramp = ramp;
editor-keys-line = line,
editor-keys-rect = rectangle,
editor-keys-fill = fill,
editor-keys-pan = pan;
editor-keys-gate = gate,
editor-keys-train = train;
editor-keys-brush = brush;
editor-keys-zoom = zoom, arrows pan;
editor-key-ctrl = Ctrl
editor-keys-undo = undo,
editor-key-shift = Shift
editor-keys-redo = redo;
editor-keys-back = back to the levels.

## Addresses

nav-nowhere = The address { $address } leads nowhere: here is the menu.
nav-record-closed = The race record is not open any more: open its file again to watch it.
nav-draft-not-drivable = The draft cannot be driven yet: { $why }.
nav-draft-unfinished = The draft cannot be driven yet. { $problems }
nav-no-track = No track for { $what }: { $why }.
nav-bad-link = This link cannot be opened: { $why }.
nav-no-date = Today's date is not known: open a day's challenge by its date (#/daily/YYYY-MM-DD).
nav-editor = Track editor.
nav-menu = Levels menu.

## The board's camera, the speed legend and the solvers' menu

camera-whole = Whole track
camera-follow-car = Follow the car
camera-follow-cars = Follow the cars
camera-full-screen = Full screen
camera-full-screen-exit = Exit full screen
legend-speed-zero = speed 0
legend-speed = speed { $speed }
solver-option-dfs = Depth-first
    .title = depth-first search: finds a way, rarely a good one
solver-option-bfs = Breadth-first (optimal)
    .title = breadth-first search: optimal, explores everything closer
solver-option-astar = A* (optimal)
    .title = A* with distance-map and per-axis heuristics: optimal, focused
solver-option-greedy = Greedy driver
    .title = greedy driver: heads for what looks closest on the distance map
solver-option-careful = Careful driver
    .title = careful driver: greedy, but keeps a safe stopping distance

## The online game room

room-asking = Asking the server for the game…
room-heading = { $title }: { $rules } rules, { $time } a move
room-bot = { $name } (bot)
# One of the server's own bots, by its skill ($skill: novice, club, pro, perfect).
room-house-bot = { $skill ->
        [novice] Novice bot
        [club] Club bot
        [pro] Pro bot
       *[perfect] Perfect bot
    }
room-bot-skill = Bot level
room-add-bot = Add a bot
# Who said a chat line, before it.
room-chat-said-by = { $name }:
room-connected = connected
room-not-connected = not connected
# A rematch (the game that follows a finished one), in the room's heading.
room-rematch-text = { $text } · rematch
room-rematch = Rematch
room-rematch-join = Join the rematch
room-rematch-go = Go to the rematch
room-cancel-ask = Cancel this game? It is gone for everyone, and the invite stops working.
room-cancel-yes = Cancel the game
room-cancel-no = Keep it
room-leave-ask = Leave this game? Your seat is free for someone else.
room-leave-yes = Leave the game
room-leave-no = Stay
room-resign-ask = Resign? Your car leaves the race and ranks after every car that did not resign.
room-resign-yes = Resign
room-reconnecting = Reconnecting to the game…
room-moves = { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
# After a seat's name in a room: what the car is doing.
room-seat-said = : { $words }
room-seat-waiting = waiting for the start
room-seat-finished = finished in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
room-seat-out = out of the race
room-seat-sitting-out = sitting out after a crash
room-seat-chosen = has chosen
room-seat-choosing = choosing…
room-open-rematch-creator = Your rematch is waiting: { $taken } of { $seats } seats taken. The last game's players are invited (their finished game offers to join); start when they are in, or add a bot.
room-open-invited = You are invited to this rematch: take a seat to race.
room-open-creator = Waiting for players: { $taken } of { $seats } seats taken. { $seats ->
        [2] Send the invite link or add a bot: the race starts as soon as the second seat is taken.
       *[other] Send the invite link or add a bot; start when you like (2 players at least), or when the seats are full.
    }
room-open-seated = You have a seat. The game starts when { $missing ->
        [one] { $missing } more player joins
       *[other] { $missing } more players join
    } or its creator starts it.
room-open-invite-only = You are watching this game: a seat needs its invite link.
room-open-take-seat = Take a seat to race in this game.
room-open-type-name = Type a name to take a seat: it makes your online player. You can watch meanwhile.
room-watching = Round { $round }: you are watching.
room-move-sent = Move sent: waiting for the others.
room-chosen = You have chosen: waiting for the others.
room-place = Round { $round }: place your car on a start point.
room-choose-touch = Round { $round }: choose your move (tap a circle).
room-choose-mouse = Round { $round }: choose your move (click a circle).
room-your-car = Round { $round }, your car: { $seat }.
room-over = { $result }.{ $rating }
room-over-rematch = { $result }.{ $rating } A rematch is waiting for you: press “{ room-rematch-join }”.
room-over-rematch-seated = { $result }.{ $rating } You have a seat in the rematch: press “{ room-rematch-go }”.
room-result-out = You are out of the race: { NUMBER($place, type: "ordinal") ->
        [one] { $place }st
        [two] { $place }nd
        [few] { $place }rd
       *[other] { $place }th
    } of { $cars }
room-result-shared = You share 1st place of { $cars }
room-result-won = You won
room-result-won-alone = You won: the others left the race
room-result-place = You finished { NUMBER($place, type: "ordinal") ->
        [one] { $place }st
        [two] { $place }nd
        [few] { $place }rd
       *[other] { $place }th
    } of { $cars }
room-result-over = The race is over
room-result-winner = { $name } won
room-result-winners = { $names } share 1st place
room-names-and = { $first } and { $next }
# The room's notes on what became of the game.
room-no-answer = No answer from the server: check the connection; the page tries again.
room-no-game = There is no game { $id } on this server.
room-cancelled = You cancelled the game: it is gone.
room-creator-cancelled = Its creator cancelled this game: it is gone.
room-left = You left the game: your seat is free again.
room-resigned = You resigned: your car is out of the race.
room-invite-copied = Invite link copied: send it to the players.
room-player-first = Make your online player first, on the Online page: a name is all it takes.
# An online game’s record, named by its players after title-replay’s “Replay of”: “Ann – Bob”.
room-record-name = { $players }

## Times

time-seconds = { $n ->
        [one] { $n } second
       *[other] { $n } seconds
    }
time-minutes = { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    }
time-hours = { $n ->
        [one] { $n } hour
       *[other] { $n } hours
    }
time-days = { $n ->
        [one] { $n } day
       *[other] { $n } days
    }
time-clock-hours = { $h } h { $m } min
time-clock-days = { $d ->
        [one] { $d } day
       *[other] { $d } days
    } { $h } h

## The online home's lists and the room's bar

lobby-seats = { $taken } of { $seats } seats taken
lobby-your-move = Round { $round }: your move
lobby-round = Round { $round }
lobby-won = Won: 1st of { $cars }
lobby-place = { NUMBER($place, type: "ordinal") ->
        [one] { $place }st
        [two] { $place }nd
        [few] { $place }rd
       *[other] { $place }th
    } of { $cars }
lobby-over = Over
lobby-detail = { $title }{ $rules } rules · { $time } a move · { $cols } × { $rows }
lobby-play = Play
lobby-open = Open the game
lobby-watch = Watch
lobby-empty = No public game waits for players now: make one, or send an invite.
lobby-running-empty = No public game is being played now.
lobby-more-games = Show more of your games
online-key-show = Show my player key
online-key-hide = Hide my player key
bar-waiting = Waiting for the start: { $taken } of { $seats } seats taken
bar-running = { $clock }Round { $round }: { $whose }
bar-your-move = your move
bar-your-start = choose your start point
bar-lost-start = start point lost: choose another
bar-chosen-waiting = you have chosen: waiting for { $others }
bar-sitting-out = you sit out this round
bar-resolves = the round resolves
bar-to-choose = { $count ->
        [one] { $others } to choose
       *[other] { $others } to choose
    }
car-waiting = waiting

## The server's refusals, by their code

refusal-malformed = The server did not understand the request.
refusal-unauthorized = The server does not know your player key.
refusal-not-found = The server has no such game, player or board.
refusal-method-not-allowed = The server does not take that request here.
refusal-request-timeout = The request took too long to arrive: try again.
refusal-too-large = That is too large for the server.
refusal-too-many-requests = Too many requests: wait a moment, then try again.
refusal-too-many-connections = Too many connections from this address: close some tabs, then try again.
refusal-too-many-streams = Too many live games open: close some tabs, then try again.
refusal-unavailable = The server cannot answer now: try again in a moment.
refusal-bad-name = That name cannot be used: 1 to 20 letters, digits or signs, no control characters.
refusal-name-taken = Another player has that name (or one that looks like it): choose another name.
refusal-bad-title = That title cannot be used: too long, or with control characters.
refusal-bad-track = The server cannot read that track.
refusal-track-too-large = That track is too large for the server.
refusal-bad-rules = The server takes strict or soft rules only.
refusal-bad-seats = That number of seats is not allowed.
refusal-too-few-starts = The track has fewer start points than the game has seats.
refusal-bad-move-time = That round time is not allowed.
refusal-bad-penalty = That crash penalty is not allowed.
refusal-bad-game = The server cannot start a game like that.
refusal-bad-kind = The pairing pool does not take that kind of game.
refusal-bad-chat = That chat line cannot be sent: empty, too long, or with control characters.
refusal-bad-subscription = This browser's notification subscription is not one the server can use.
refusal-illegal-move = The rules do not allow that move.
refusal-illegal-run = The rules do not allow that run.
refusal-unfinished-run = That run does not end on a finish point.
refusal-run-too-long = That run has too many moves for the server.
refusal-too-many-games = You already sit in as many unfinished games as a player may.
refusal-too-many-players = The server has as many players as it takes: try again later.
refusal-not-open = The game's seats are taken, or it has started.
refusal-too-few-players = A game needs two players at least to start.
refusal-broken = This game cannot be played on.
refusal-not-running = The game is not running.
refusal-out-of-race = Your car is out of the race.
refusal-not-over = The game is not over yet.
refusal-round-over = That round is already over.
refusal-wrong-round = That move was for another round.
refusal-already-chosen = You have already chosen your move this round.
refusal-not-your-turn = It is not your car's turn.
refusal-bad-invite = That invite link is not this game's.
refusal-not-creator = Only the game's creator may do that.
refusal-creator-leaves = The creator cannot leave an open game: cancel it instead.
refusal-not-a-player = You have no seat in this game.
refusal-board-conflict = That board belongs to another track or other rules.
refusal-not-yet = The server cannot answer that yet: try again in a moment.
refusal-bad-description = That description cannot be used: over 500 characters, or with control characters.
refusal-bad-reason = Say why in 1 to 500 characters, without control characters.
refusal-bad-stars = A vote is 1 to 5 stars.
refusal-unsolvable = No car can reach the finish of that track under its rules: it cannot be published.
refusal-duplicate = That track is published already, under the same rules.
# Under the refusal of a track published already: a link to the published copy.
publish-open-existing = Open the published track
# In the Publish and tournament forms without an online player: a link to the screen that makes one.
make-player-link = Make my online player
# Why a stored or fetched JSON text does not read ($line, $column: where, from 1).
json-syntax = not valid JSON at line { $line }, column { $column }
json-data = a value missing or of the wrong kind at line { $line }, column { $column }
json-eof = the text stops before its end
json-io = the text could not be read
refusal-too-many-tracks = You have published as many tracks as a player may in a day: try again tomorrow.
refusal-own-track = You cannot vote for your own track.
refusal-reported = You have reported this track already.
refusal-not-author = Only the track's author may do that.
refusal-bad-tournament = The tournament's settings are not valid.
refusal-too-many-tournaments = You have made as many tournaments as a player may in a day: try again tomorrow.
refusal-joining-closed = Joining this tournament has closed.
refusal-tournament-full = Every seat of this tournament is taken.
refusal-not-entered = You have not joined this tournament.
refusal-other = The server answered { $status }.

## The replay viewer

replay-driver-person = a person
replay-driver-builtin = the game’s AI
replay-driver-ai = the game’s { $skill ->
        [novice] novice
        [club] club
        [pro] pro
       *[perfect] perfect
    } AI
replay-driver-bot = bot { $bot }
replay-not-placed = not placed
point-at = row { $row }, column { $col }
replay-car-details = {" "}({ $driver }): { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $at }
replay-car-details-yours = : { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $at }
replay-event = { $step ->
        [turn] Turn
       *[round] Round
    } { $number }: { $text }
replay-pending = Shown at the finish, { $step ->
        [turn] turn
       *[round] round
    } { $rounds }.
replay-standing = { $place }. { $name }: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $state }
replay-position = { $step ->
        [turn] Turn
       *[round] Round
    } { $number } of { $rounds }
replay-step-word = { $step ->
        [turn] Turn
       *[round] Round
    }
replay-playing-play = Play
replay-playing-pause = Pause
replay-back = One { $step ->
        [turn] turn
       *[round] round
    } back (←)
replay-forward = One { $step ->
        [turn] turn
       *[round] round
    } forward (→)
replay-back-label = One { $step ->
        [turn] turn
       *[round] round
    } back
replay-forward-label = One { $step ->
        [turn] turn
       *[round] round
    } forward
replay-speed = { $n } { $step ->
        [turn] { $n ->
            [one] turn
           *[other] turns
        }
       *[round] { $n ->
            [one] round
           *[other] rounds
        }
    }/s
replay-time-ran-out = { $you ->
        [yes] Your
       *[no] { $who }'s
    } time ran out: the car played its main point, or crashed
replay-no-answer = { $who } gave no usable answer: { $why }
replay-why-ok = none was needed
replay-why-late = it came too late
replay-why-malformed = it was not an answer
replay-why-illegal = it was not one of the car's options
replay-why-exited = the bot's program had ended
replay-why-out-of-time = its time for the race was used up
replay-why-resigned = it resigned
replay-disqualified = { $who } { $you ->
        [yes] are
       *[no] is
    } disqualified
replay-resigned = { $who } { $you ->
        [yes] resign
       *[no] resigns
    }
replay-started = { $who } { $you ->
        [yes] start
       *[no] starts
    } at { $at }
replay-refused = { $who } could not go to { $at }: a car got there first
replay-honour = Honour rules, kept by the players, not checked: { $start ->
        [classic] the first move drives away from the finish line
        [formula1] everyone first crosses the finish line
       *[free] any first move
    }; { $crashes ->
        [forbidden] no crash on purpose
        [allowed] crashes on purpose allowed
       *[free] crashes on purpose as each player likes
    }.
replay-crashed = { $who } { $you ->
        [yes] crash
       *[no] crashes
    } at { $at } and { $you ->
        [yes] sit out
       *[no] sits out
    } { $penalty ->
        [one] { $penalty } turn
       *[other] { $penalty } turns
    }
replay-crashed-back = { $who } { $you ->
        [yes] crash and go
       *[no] crashes and goes
    } back { $penalty ->
        [one] { $penalty } move
       *[other] { $penalty } moves
    }, to { $at }
replay-finished = { $who } { $you ->
        [yes] finish
       *[no] finishes
    } in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
replay-retired = { $who } { $you ->
        [yes] leave
       *[no] leaves
    } the race
replay-over = The race is over
# Opening a race record (name: a file's name, or replay-from-link, said after title-replay's
# "Replay of"; title: title-replay).
replay-opened = { $title }: playing the record.
# A solo run's replay ("Replay of your run on Hairpin"), and why it cannot be made.
replay-solo-name = your run on { $title }
replay-solo-failed = This run cannot be replayed: { $why }
replay-from-link = a link
replay-link-unreadable = The race link does not read: { $why }.
replay-file-too-large = { $name } is { $size } MiB: a race record is at most { $most } MiB.
replay-too-long = Too long for a link: share the record file instead.
replay-not-copied = Not copied ({ $why })
# A demo race of the AI drivers on a level (demo-name is said after title-replay's "Replay of").
demo-name = a demo race on { $title }
demo-failed = No demo race on { $title }: { $why }

## The track editor

editor-not-a-track = Not a track yet. { $problems }
editor-solvable = Solvable under strict rules: the best run takes { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
editor-solvable-soft = Solvable under soft rules: the best run takes { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
editor-solvable-karopapier = Solvable under Karopapier's rules: the best run takes { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
editor-unsolvable-closest = Unsolvable: no car can reach the finish. The closest a car gets is row { $row }, column { $col } (ringed).
editor-unsolvable = Unsolvable: no car can leave the start.
editor-too-large = Too large to check to the end: test-drive it to see.
editor-checking = Checking…
editor-show-decor = Show { $name }
editor-time = Turn { $turn } of a { $cycle }-turn cycle
editor-no-elements = No moving elements yet
editor-gate-line = Gate on { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
editor-train-line = Train on a rail of { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
editor-not-element = A line that is not an element
editor-nothing-undo = Nothing to undo.
editor-nothing-redo = Nothing to redo.
editor-tidy-first = Tidy up needs a start and a finish first. { $problem }
editor-new-name = My track
editor-new = A new { $cols } × { $rows } track, all wall: paint the road. Undo brings back the previous one.
editor-size-numbers = Rows and columns must be whole numbers.
editor-saved = Saved as a track file.
editor-saved-unfinished = Saved, unfinished: { $problem }
editor-no-link = No link for this track: { $why }.
editor-no-link-yet = No link yet: { $why }.
editor-link-copied = Link copied.
editor-link-not-copied = The link could not be copied: it is selected, copy it by hand.
editor-copy-of = Editing a copy of { $title }. Undo (Ctrl+Z) brings back your previous draft.
editor-cannot-edit = { $title } cannot be edited: { $why }.
# The draft kept in the browser (why: what was wrong with what the browser kept).
editor-draft-set-aside = Your saved draft could not be read ({ $why }); it was set aside and the editor starts blank.
editor-decor-not-read = The draft's decor could not be read ({ $why }); the draft opens without it.
editor-decor-too-large = { $name } is too large to keep with the draft (over 1024 x 1024 pixels): a reload brings the draft back without it.
# Why the draft or its decor could not be read back (why: the JSON reader's words).
editor-draft-not-draft = not a stored draft: { $why }
editor-draft-version = not a version 1 draft
editor-decor-not-decor = not a stored decor: { $why }
editor-decor-version = not a version 1 decor
editor-decor-empty = an empty picture
editor-decor-too-big = larger than a kept decor may be
editor-decor-not-base64 = its pixels are not base64url
editor-decor-damaged = its pixels are damaged
editor-decor-unfilled = its pixels do not fill the picture
# Gates and trains laid with the editor's tools, and their lines.
editor-rail-on-road = A rail runs on the road: press on a road point and drag along it.
editor-rail-too-short = A rail needs two road points at least: drag along the road.
editor-train-added = Train added on a rail of { $points } points ({ $loop ->
        [yes] a loop
       *[no] it shuttles from end to end
    }). Change its length, speed or phase in its line.
editor-gate-on-road = A gate stands on the road: drag over road points.
editor-gate-added = Gate added on { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (closed at turns 0 to 4 of every 10): change its cycle and closed turns in its line.
editor-elements-too-long = Those element lines are far too long.
editor-no-such-element = There is no element { $number }.

## Opening files and image tracks

# A file chosen or dropped (why: the browser's words).
files-choose-one = Choose one file.
files-not-read = { $name } could not be read: { $why }
files-not-text-record = { $name } is not a text file: not a race record.
picture-undecodable = { $name }: the image could not be decoded, a damaged or cut PNG (the browser says: { $why })
picture-none = no picture
# Image tracks opened in the editor, and the pitch of their grid (why: the engine's words).
import-too-many-images = Choose one image, or two (a logic image and a decor), not { $count }.
import-one-decor = Choose one decor image.
import-image-too-large = { $name }: the file is over { $mb } MB, too large for a track image.
import-neither = { $name }: neither a PNG image nor a track file
import-two-tracks = Two track files: choose one, with a decor image if you like.
import-no-image = No image to open.
import-untitled = Image track
import-pitch = { $cell } px per point: { $cols } × { $rows } points (found: { $auto } px)
import-pitch-failed = { $cell } px per point: { $why }
import-opened-image = Opened { $name }: { $pitch }. Change the pitch if the grid looks wrong. Undo brings back your previous draft.
import-opened = Opened { $name }. Undo brings back your previous draft.
import-opened-karopapier = Opened { $name } under Karopapier's rules. Undo brings back your previous draft.
import-decor = Decor: { $name }.
import-decor-stretched = Decor: { $name } ({ $width } × { $height } px) has not the track's shape ({ $cols } × { $rows }): it is stretched to fit.

## The online home's notes and notifications

online-key-copied = Player key copied: paste it on your other device.
online-clipboard-refused = The clipboard refused: select the text and copy it by hand.
online-game-with = the game with { $players }
online-your-move-in = Your move in { $game }
# A notice: a game with no title waits for the player's move; a rematch offered.
online-your-move-untitled = Your move in an online game
online-rematch-asked = { $name } challenges you to a rematch
online-key-unknown = This server does not know that player key.
online-name-taken = That name is taken. If it is yours, made on another device, paste your player key below (copied there, under your name); else choose another name.
online-device-plays-as = This device now plays as { $name }.
online-player-made = Your player is made: make a game below, or open an invite link someone sent you.
online-your-name = Your name: { $why }.
online-paste-key = Paste the player key copied on your other device.
online-no-answer = No answer from the server: check the connection, then Refresh.
online-player-first = Make your player first: a name is all it takes.
online-player-first-online = Make your online player first: a name is all it takes.
online-pair-player-first = Make your player first: type a name and press “Make my player”, and the search for an opponent starts by itself.
online-choose-track = Choose a track for the game.
online-too-few-starts = This track has { $starts ->
        [one] { $starts } start point: a game on it has at most { $starts } seat.
       *[other] { $starts } start points: a game on it has at most { $starts } seats.
    }
notify-off = No more notifications on this device.
notify-on = You will be told when it is your move, even with this tab closed.
notify-failed = Notifications could not be turned on: { $why }.
notify-why-key = the server's push key is not one
notify-why-blocked = notifications are blocked for this site in the browser's settings
notify-why-unsupported = this browser cannot receive them here
notify-why-failed = the browser's push service did not take the subscription (it said: { $why })
notify-why-json = the browser's subscription is not JSON

## The board's keys and the game's notes

key-not-placed = Place the car on a start point first (arrows, Enter, or a click).
key-no-move = Your car has no move to choose now.
key-terrain = Key { $digit }: not possible on { $terrain }.
key-name = { $key ->
        [7] up-left
        [8] up
        [9] up-right
        [4] left
        [5] keep speed
        [6] right
        [1] down-left
        [2] down
       *[3] down-right
    }
key-blocked = Key { $digit } ({ $name }): that move goes { $why }.
key-taken = Key { $digit } ({ $name }): another car is there.
play-undone = Undone. { $status }
play-undo-assisted = A run with Undo counts as assisted; { race-new-run } starts a clean one.
play-restarted = Restarted. { $status }
play-undone-place = Undone: place the car again.
play-nothing-undo = Nothing to undo yet: place the car and move first.
play-over-won = The race is won: Retry, or Backspace to undo.
play-over-stuck = No legal move: Backspace undoes the last one.
play-rules-changed = The run was cancelled: the rules changed to { $rules }.
play-rules-now = { $rules } rules. { $status }
play-opened = { $title } opened. { $status }
race-file-name = { $title } race
race-saved = Saved as { $file } in your downloads: the menu’s “Open a race record” plays it again.
play-rules-ask = { $rules ->
        [soft] Soft
        [karopapier] Karopapier's
       *[strict] Strict
    } rules start a new run: your { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } will be lost.
game-checkpoints-switch =
    .title = Off: the checkpoints' digits are plain road, as in Karopapier's games without checkpoints (a new run)
game-checkpoints = Checkpoints
play-checkpoints = { $on ->
        [yes] Checkpoints on
       *[no] Checkpoints off: their digits are road
    }. { $status }
play-checkpoints-ask = Switching the checkpoints starts a new run: your { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } will be lost.
stars-of-three = { $stars ->
        [one] { $stars } star of 3
       *[other] { $stars } stars of 3
    }
share-cannot = This game cannot be shared as a link: { $why }.
share-challenge = A challenge: beat { $name }'s { $moves } moves on { $track }.

## The world board and races' spoken words

world-sending = Sending the run to the world board…
world-no-server = No game server answers here: the world boards are on the game server.
world-kept = On the world board: number { $rank } with { $moves } moves.
world-kept-assisted = On the world board's assisted runs (Undo, the coach, the optimal line or a solver helped): number { $rank } with { $moves } moves.
world-not-kept = Not kept on the world board: { $why }
race-left = You left the { $blitz ->
        [yes] blitz
       *[no] race
    }: choose a mode and press Start.
race-board-cleared = { $mode }: the board is cleared; press Start.
race-started = Race started: { $cars }. { $turn }
race-coach-off = The coach is off in blitz and races: its switch turns it on for them.
race-cannot-start = This race cannot start: { $why }.
race-go = Go! { $status }
race-go-place = your run begins when the car is on a start point.
race-next = { $who } is next.
race-place-now = { $who }: place the car.
race-move-now = { $who } to move: { $options ->
        [one] { $options } option
       *[other] { $options } options
    }.
race-said-placed = { $name } placed at { $at }.
race-said-moved = { $name } to { $at }, speed { $speed }.
race-said-finished = { $name } finished in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
race-said-crashed = { $you ->
        [yes] You crashed
       *[no] { $name } crashed
    } at { $at }: { $penalty ->
        [one] { $penalty } turn
       *[other] { $penalty } turns
    } to sit out.
race-said-crashed-back = { $you ->
        [yes] You crashed and go back
       *[no] { $name } crashed and goes back
    } { $penalty ->
        [one] { $penalty } move
       *[other] { $penalty } moves
    }, to { $at }.
race-said-sits-out = { $you ->
        [yes] You sit out a turn
       *[no] { $name } sits out a turn
    } ({ $left } left).
race-said-retired = { $you ->
        [yes] You retired.
       *[no] { $name } retired.
    }
race-said-over = Race over: { $results }.
# A race's notes: the rules changed under it, the blitz clock ran out (who: the car's name; you:
# whether it is the page's own player), a tap or Backspace out of turn.
race-called-off = The rules changed: the race was called off.
race-time-up = Time is up for { $who }.
race-time-up-crashed = Time was up: { $you ->
        [yes] your
       *[no] { $who }'s
    } car could not keep its velocity and crashed.
race-time-up-kept = Time was up: { $you ->
        [yes] your
       *[no] { $who }'s
    } car kept its velocity (the main point).
race-wait-turn = Wait for your turn.
race-no-undo = There is no undo in a race.

## The failure box

failure-crash-title = Something went wrong
failure-crash-words = The game stopped because of a bug. Your records, best runs and the editor's draft are kept in this browser and are safe: reload the page to play on. If you report the bug, copy the text below into the report.
failure-load-title = Part of the game did not load
failure-load-words = The network failed while the game fetched the rest of itself. Your records, best runs and the editor's draft are kept in this browser and are safe: reload the page to play on.
failure-reload = Reload
failure-loading-part = Loading the rest of the game…

## Play now: the pairing pool

pair-kind-live = Live, rated: { $seconds } s a move
pair-kind-correspondence = Correspondence, rated: a day a move
pair-looking = Looking for an opponent ({ $kind }): { $waited }.{ $bot }{ $across }
pair-bot-in = {" "}If nobody comes, a bot takes the seat in { $time }.
pair-bot-now = {" "}A bot is taking the seat…
pair-when-in = in { $time }
pair-when-now = now
pair-across = {" "}{ $others } waiting: you are paired at the longer time { $when }, or pick their time.
pair-across-later = {" "}Someone waiting at another time a move may join you after half that wait, at the slower of the two times.
pair-time-day = a day a move
pair-time-seconds = { $seconds } s a move
pair-counted = { $players ->
        [one] { $players } player
       *[other] { $players } players
    } for { $time }{ $soft ->
        [yes] {" "}(soft rules)
       *[no] {""}
    }
pair-pool = Waiting now: { $counted }. Play now at that time races them.

## Ratings, profiles and world boards

rating-unrated = An unrated game: no rating changed.
rating-pending = A rated game: your new rating is being worked out.
rating-provisional = {" "}“?”: provisional, still settling after few rated games, so it moves a lot.
rating-change = Your rating: { $before } → { $after } ({ $delta })
profile-no-answer = No answer from the server: check the connection, then try again.
online-asking = Asking the server…
profile-rating = Rating { $rating }
profile-record = { $played ->
        [one] { $played } rated game
       *[other] { $played } rated games
    }: { $won } won, { $lost } lost, { $drawn } drawn
profile-range = From { $first } to { $last }: lowest { $low }, highest { $high }
board-no-answer = No answer from the server: check the connection, then reload.
board-empty = Nobody has sent a run on this track yet: win it and send yours to be the first.
board-heading = World board: { $title }
board-status = { $rules ->
        [strict] Strict
        [soft] Soft
       *[other] { $rules }
    } rules. { $clean ->
        [one] { $clean } clean run ranks
       *[other] { $clean } clean runs rank
    }, { $assisted ->
        [one] { $assisted } assisted run
       *[other] { $assisted } assisted runs
    } apart.
board-you = You: { NUMBER($rank, type: "ordinal") ->
        [one] { $rank }st
        [two] { $rank }nd
        [few] { $rank }rd
       *[other] { $rank }th
    } of { $assisted ->
        [yes] { $of ->
            [one] { $of } assisted run
           *[other] { $of } assisted runs
        }
       *[no] { $of ->
            [one] { $of } clean run
           *[other] { $of } clean runs
        }
    }, with { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.

title-pasted = Pasted track
title-random = Random track { $seed }
title-daily = Daily · { $date }
# A track from a link that carries no name.
title-shared = Shared track

## The online room's round log

log-round = Round { $round }: { $text }.
log-you = you
log-car = car { $number }
log-another-car = another car
# A start point in the log: its number among the track's start points, counted row by row from the top left.
log-start = start point { $number } of { $starts }
log-placed = { $name } placed { $you ->
        [yes] your
       *[no] their
    } car on { $at }
log-moved = { $you ->
        [yes] you
       *[no] { $name }
    } moved at { $velocity }
log-how-timeout = placed there when { $byyou ->
        [yes] your
       *[no] their
    } time ran out
log-how-chose = { $byyou ->
        [yes] as you chose it too and came first
       *[no] who chose it too and came first
    } in the round’s order, drawn by lot
log-lost-start-placed = { $name } lost { $to } to { $byyou ->
        [yes] you
       *[no] { $by }
    }, { $how }: { $you ->
        [yes] your
       *[no] their
    } car was placed on the nearest free one, { $at }
log-lost-start-timeout = { $name } lost { $to } to { $by }, placed there when { $byyou ->
        [yes] your
       *[no] their
    } time ran out: { $you ->
        [yes] choose again
       *[no] { $name } chooses again
    }
log-lost-start-chose = { $name } lost { $to } to { $by }, { $byyou ->
        [yes] as you
       *[no] who
    } chose it too and came first in the round’s order, drawn by lot: { $you ->
        [yes] choose again
       *[no] { $name } chooses again
    }
log-refused = { $name } could not make that move: { $byyou ->
        [yes] you
       *[no] { $by }
    } chose the same point, and the round’s moves are applied in an order drawn by lot, { $by } first, so { $you ->
        [yes] you
       *[no] it
    } stopped
log-crashed = { $you ->
        [yes] you
       *[no] { $name }
    } crashed (every next point blocked) and stopped there
log-crash-drive = { $crashed }: { $you ->
        [yes] drive
       *[no] drives
    } on from speed 0
log-crash-passed = { $crashed }; { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    } out passed within the round: { $you ->
        [yes] drive
       *[no] drives
    } on from speed 0
log-crash-sit = { $crashed } and { $you ->
        [yes] sit
       *[no] sits
    } out { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }
log-crash-back = { $you ->
        [yes] you had
       *[no] { $name } had
    } no legal move and { $you ->
        [yes] go
       *[no] goes
    } back { $penalty ->
        [one] { $penalty } move
       *[other] { $penalty } moves
    }, at speed 0
log-missed-placed = { $name } missed the deadline: { $you ->
        [yes] your
       *[no] the
    } car was put on the first free start point
log-missed-placed-at = { $name } missed the deadline: { $you ->
        [yes] your
       *[no] the
    } car was put on { $at }, the first one free
log-missed-kept = { $name } missed the deadline: { $you ->
        [yes] your
       *[no] the
    } car kept its velocity
log-missed = { $you ->
        [yes] you
       *[no] { $name }
    } gave no usable answer
log-disqualified = { $you ->
        [yes] you
       *[no] { $name }
    } missed too many rounds in a row: disqualified
log-resigned = { $you ->
        [yes] you
       *[no] { $name }
    } resigned
log-finished = { $you ->
        [yes] you
       *[no] { $name }
    } finished in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }{ $place }
log-place = , { NUMBER($place, type: "ordinal") ->
        [one] { $place }st
        [two] { $place }nd
        [few] { $place }rd
       *[other] { $place }th
    }

# The online pages: no game server at this address; a player key the server does not know; forgetting the player.
online-no-server = No game server answers at this address, so online races are off here; everything else on this page plays offline.
online-unknown-key = This server does not know your player key (its games were reset?): Forget me on this device, then make a player or paste a key it knows.
online-forget-question = Forget your online player on this device? Without your player key you cannot play your games from here again.
online-track-open-now = The track open now: { $title }
profile-label = { $name }: profile
leaderboard-bot = bot
online-track-level = Level: { $title }
online-track-mine = My track: { $name }
# My tracks that could not be read ($key: where storage keeps them).
my-tracks-set-aside = Your saved tracks could not be read; they were set aside (kept in storage under { $key }).

# Labels for assistive technology: the boards and the editor's element list.
game-canvas-label = { $title }: race track, { $cols } by { $rows } points
editor-canvas-label = { $name }: track being edited, { $cols } by { $rows } points
editor-element-remove = Remove
editor-element-remove-label = Remove element { $number }

# A push notification, when the page is closed (the service worker says it).
push-title-any = Your move in Racetrack
push-round-waits = Round { $round } waits for your move.
push-game-waits = A game waits for your move.
push-paired-title = Your game against { $name }
push-paired-body = Your game has begun: round 1 waits for your start point.
push-started-title = { $name } has begun
push-started-body = Your tournament has started: come back to play your games.

# The AI drivers' names by their skill ($skill: novice, club, pro, perfect; $nth: the second of the same skill…).
ai-name = { $skill ->
        [novice] Novice AI
        [club] Club AI
        [pro] Pro AI
       *[perfect] Perfect AI
    }
ai-name-nth = { $skill ->
        [novice] Novice AI { $nth }
        [club] Club AI { $nth }
        [pro] Pro AI { $nth }
       *[perfect] Perfect AI { $nth }
    }

# The buttons of a track in My tracks.
my-track-button-open = Open
my-track-button-edit = Edit
my-track-button-delete = Delete

# The bundled levels' names ($level: the file's name without its number; $title: the name the file gives, for any other level).
level-name = { $level ->
        [first-circuit] First circuit
        [barto-small] Barto small
        [hairpin] Hairpin
        [ring] Ring
        [chicane] Chicane
        [barto-big] Barto big
        [s-bend] S bend
        [large-curves] Large curves
        [maze] Maze
        [spiral] Spiral
        [ice-rink] Ice rink
        [mud-flats] Mud flats
        [jump] Jump
        [drawbridge] Drawbridge
        [level-crossings] Level crossings
       *[other] { $title }
    }

## The track collection
menu-tracks = Tracks
title-tracks = Tracks
tracks-heading = Tracks players made
tracks-back = ← Tracks
tracks-search = Search
tracks-sort = Order
tracks-starts = Start points
tracks-checkpoints = Checkpoints
tracks-sort-top = Best rated
tracks-sort-new = Newest
tracks-sort-played = Most raced
tracks-sort-short = Shortest
tracks-sort-long = Longest
tracks-starts-any = Any number
tracks-starts-n = { $starts ->
        [one] { $starts } start point
       *[other] { $starts } start points
    }
tracks-checkpoints-any = With or without
tracks-checkpoints-with = With checkpoints
tracks-checkpoints-without = Without checkpoints
tracks-count = { $count ->
        [one] { $count } track
       *[other] { $count } tracks
    }
tracks-count-more = { $count } tracks shown; more below
tracks-none = No published track matches. Draw one in the editor and publish it.
tracks-empty = No track is published yet. Draw one in the editor and publish it.
tracks-more = More tracks
tracks-by = by { $author }
tracks-stars = ★ { NUMBER($rating, minimumFractionDigits: 1) } ({ $votes })
tracks-vote-needs-player = To vote, make your online player first (Race online)
tracks-no-votes = No votes yet
tracks-plays = { $plays ->
        [0] not raced yet
        [one] raced once
       *[other] raced { $plays } times
    }
tracks-optimum = { $moves ->
        [one] { $moves } move at best
       *[other] { $moves } moves at best
    }
tracks-card-label = { $name }, { $by }: { $stars }, { $optimum }, { $plays }
tracks-track = Track
tracks-facts = { $cols } × { $rows } points, { $starts ->
        [one] { $starts } start point
       *[other] { $starts } start points
    }{ $checkpoints ->
        [0] {""}
        [one] , { $checkpoints } checkpoint
       *[other] , { $checkpoints } checkpoints
    }, { $rules } rules: { $moves ->
        [one] { $moves } move at best
       *[other] { $moves } moves at best
    }. { $plays ->
        [0] Not raced yet.
        [one] Raced once.
       *[other] Raced { $plays } times.
    }
tracks-rating = { NUMBER($rating, minimumFractionDigits: 1) } stars from { $votes ->
        [one] { $votes } vote
       *[other] { $votes } votes
    }
tracks-vote-n = { $stars ->
        [one] { $stars } star
       *[other] { $stars } stars
    }
tracks-hidden = Hidden by the operator: only you see it.
tracks-play = Play
tracks-solve = Watch the solvers
tracks-board = World board
profile-tracks = Tracks published
profile-track = { $name }: { $stars }
my-track-published = Published: { $stars }, { $plays }
tracks-race-ai = Race the AI
tracks-size = Size
tracks-size-any = Any size
tracks-size-small = Small (up to 20 points a side)
tracks-size-medium = Medium (21 to 50)
tracks-size-large = Large (over 50)
tracks-race-online = Race it online
tracks-share = Share
tracks-copied = The track's address is copied: send it to whoever you like.
tracks-not-copied = The address could not be copied; copy it from the address bar.
tracks-report = Report
tracks-report-reason = What is wrong with it?
tracks-report-send = Send the report
tracks-report-empty = Say what is wrong with the track.
tracks-reported = Thank you: the report is with the server's operator.
tracks-board-heading = Best runs
tracks-board-row = { $rank }. { $name }: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
tracks-board-empty = Nobody has sent a run on it yet: be the first.
tracks-player-first = Make your online player first ({ menu-online }), then come back.
tracks-no-server = The collection needs the game server, which does not answer here; the rest of the game plays on.
editor-publish = Publish
    .title = Put the track in the collection for everyone to play and vote for
publish-heading = Publish this track
publish-name = Name
publish-description = What makes it worth a race (optional)
publish-send = Publish
publish-cancel = Cancel
publish-sending = Publishing… the server checks that a car can reach the finish.
publish-done = Published: { $name }
publish-not-a-track = The draft is not a track yet: { $why }

## Tournaments
menu-tournaments = Tournaments
title-tournaments = Tournaments
tournaments-heading = Tournaments
tournaments-back-to-list = ← Tournaments
tournaments-rank = #
tournaments-player = Player
tournaments-points = Points
tournaments-games = Games
tournaments-games-heading = Games under way
tournaments-my-game = Back to your game
tournaments-arena = Arena
tournaments-grand-prix = Grand Prix
tournaments-running = Under way
tournaments-upcoming = Upcoming
tournaments-over = Finished
tournaments-no-server = Tournaments need the game server, which does not answer here; the rest of the game plays on.
tournaments-none = No tournament yet.
tournaments-count = { $count ->
    [one] 1 tournament
   *[other] { $count } tournaments
}
tournaments-players = { $count ->
    [one] 1 player
   *[other] { $count } players
}
tournaments-kind-players = { $kind } · { $players }
tournaments-finished = Finished
tournaments-under-way = Under way
tournaments-starts-in = Starts in { $time }
tournaments-ends-in = Ends in { $time }
tournaments-next-race-in = Next race in { $time }
tournaments-minutes = { $n ->
    [one] 1 minute
   *[other] { $n } minutes
}
tournaments-races = { $n ->
    [one] 1 race
   *[other] { $n } races
}
tournaments-about = { $kind } · { $length } · { $rules } rules · { $time } a move
tournaments-about-rated = { $kind } · { $length } · { $rules } rules · { $time } a move · rated
tournaments-you-not-in = Join to be paired with the other players.
tournaments-joining-closed = Joining has closed.
tournaments-you-joined = You have joined: your first game starts with the tournament.
tournaments-you-waiting = Waiting for your next opponent…
tournaments-you-playing = You are playing a game of the tournament.
tournaments-you-paused = You are paused: nobody is paired with you until you come back.
tournaments-you-left = You left the tournament; your points stay.
tournaments-you-done = The tournament is over: thank you for playing.
tournaments-join = Join
tournaments-back = Come back
tournaments-pause = Pause
# The status of a player who may pause ($you: tournaments-you-joined or -waiting), and what Pause does.
tournaments-pause-explained = { $you } Need a break? Press Pause: no game starts for you until you come back.
# The same while the player is in a game of the tournament ($you: tournaments-you-playing).
tournaments-pause-after-game = { $you } Press Pause for a break after this game: no other game starts for you until you come back.
tournaments-leave = Leave
tournaments-left = left
room-tournament = Back to the tournament
tournaments-streak = On a streak: the next win scores double
tournaments-wins = Wins
tournaments-races-column = Races
tournaments-seats = { $count } of { $max } players
tournaments-nobody = Nobody has joined yet.
tournaments-you-not-in-races = Join to race in every race of the series.
tournaments-clock-minutes = { $m } min { $s } s
tournaments-clock-seconds = { $s } s
tournaments-finished-heading = Latest results
tournaments-did-not-finish = { $name } (did not finish)
tournaments-race-result = Race { $n }: { $places }
tournaments-leave-ask = Leave this tournament for good? Your points stay in the table, but you play no more games in it.
tournaments-leave-yes = Leave the tournament
tournaments-leave-no = Stay
tournaments-track-list = Tracks: { $names }
tournaments-began = { $name } has begun.
tournament-form-open = Make a tournament
tournament-form-heading = A new tournament
tournament-form-rated = Rated (the results move the players’ ratings)
tournament-form-kind = Kind
tournament-form-name = Name
tournament-form-starts = Starts
tournament-form-in = { $days ->
       *[other] in { $time }
    }
tournament-form-length = Length
tournament-form-players = Most players
tournament-form-bots = Bots may join
tournament-form-play = I race in it
tournament-form-tracks = Tracks
tournament-form-tracks-arena = An arena pairs its players on these tracks in turn: tick 1 to 20.
tournament-form-tracks-grand-prix = A Grand Prix races these tracks one after another: tick 2 to 20.
tournament-form-send = Make it
tournament-form-sending = Making the tournament…
tournament-form-bad-name = The name needs 3 to 60 characters.
tournament-form-bad-start = The start must be within the next 30 days.
tournament-form-bad-minutes = An arena lasts 10 to 180 minutes.
tournament-form-bad-tracks = Tick the tracks to race: 1 to 20 for an arena, 2 to 20 for a Grand Prix.
tournament-form-bad-move-time = That time to move is not one the games take.
tournament-form-bad-players = A tournament takes 2 to 1,000 players.
tournament-form-few-starts = “{ $name }” has { $starts ->
        [one] { $starts } start point
       *[other] { $starts } start points
    }, and a Grand Prix races its players in groups of up to { $needed }: lower “Most players” to { $starts }, or untick it.
tournament-form-default-name = { $player }’s tournament

## The engine's answers about a track: why a text does not read, what keeps a draft from being a
## track, what an editing step refused, what Tidy up did.
track-empty = the track is empty
track-too-long = the track text is over { $max } bytes, far more than the largest grid needs
track-not-text = the track is not UTF-8 text (byte { $offset })
track-unknown-character = line { $line }, column { $column }: unknown character “{ $character }” (expected . # > * ~ : ^, a checkpoint 1 to 9, or a Karopapier mapcode’s letters)
track-side-too-long = the track is { $rows } × { $cols } points; a side may be at most { $max } points long
track-too-many-points = the track is { $rows } × { $cols } = { $points } points; at most { $max } points are allowed
track-no-start = the track has no start point (“>”, or “S” in a mapcode)
track-no-finish = the track has no finish point (“*”, or “F” in a mapcode)
element-not-element = line { $line }: expected an element line beginning with “@” after the grid’s end
element-unknown = line { $line }: unknown element “{ $word }” (expected @gate or @train)
element-syntax = line { $line }: expected { $expected }, found “{ $found }”
element-syntax-end = line { $line }: expected { $expected }, found the end of the line
element-no-cells = line { $line }: the element lists no cell
element-off-grid = line { $line }: cell { $point } is off the grid
element-on-obstacle = line { $line }: cell { $point } is an obstacle of the grid
element-duplicate-cell = line { $line }: cell { $point } is listed twice
element-zero-cycle = line { $line }: a gate’s cycle must be at least 1
element-zero-length = line { $line }: a train’s length must be at least 1
element-zero-speed = line { $line }: a train’s speed must be at least 1
element-range-outside-cycle = line { $line }: closed range { $start }-{ $end } is not within 0-{ $last }
element-not-neighbours = line { $line }: rail cells { $from } and { $to } are not neighbours
element-length-over-rail = line { $line }: a train of length { $length } does not fit its rail of { $rail } cells
element-speed-over-length = line { $line }: a train’s speed ({ $speed }) may not exceed its length ({ $length })
element-phase-out-of-range = line { $line }: phase { $phase } is not below the rail’s period { $period }
element-cycle-too-long = line { $line }: the elements’ common cycle would be { $cycle } turns; at most { $max } are allowed
expected-keyword = “{ $word }”
expected-cell = a cell ROW,COL
expected-end = the end of the line
expected-closed-range = a closed range A-B
expected-cycle = the cycle, a number
expected-length = the length, a number
expected-speed = the speed, a number
expected-phase = the phase, a number
expected-phase-or-end = “phase” or the end of the line
editor-problem-no-start = No start: paint at least one start point.
editor-problem-no-finish = No finish: paint at least one finish point.
editor-problem-elements = Moving elements, { $why }.
edit-empty = a track needs at least one row and one column (asked for { $rows } × { $cols })
edit-too-large = a track of { $rows } × { $cols } points is too large (at most { $side } points a side and { $points } in all)
edit-out-of-range = { $lines } from number { $at } do not fit a grid of { $grid }
edit-removes-every = cannot remove all { $lines }: a track keeps at least one
editor-rows-count = { $n ->
        [one] { $n } row
       *[other] { $n } rows
    }
editor-cols-count = { $n ->
        [one] { $n } column
       *[other] { $n } columns
    }
editor-tidy-nothing = Nothing to tidy.
editor-tidy-done = Tidied up: { $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    } and { $cols ->
        [one] { $cols } column
       *[other] { $cols } columns
    } removed, { $points ->
        [one] { $points } unusable point
       *[other] { $points } unusable points
    } walled off.

named-why = { $name }: { $why }
image-not-png = not a PNG image (no PNG signature)
image-too-big = the file is { $size } bytes; at most { $max } bytes are accepted
image-corrupt = damaged or truncated PNG: { $why }
image-too-many-pixels = the image is { $width } × { $height } pixels; at most { $side } × { $side } pixels are accepted
image-buffer-size = a { $width } × { $height } picture does not hold { $len } bytes of colour
image-zero-cell = the cell size must be at least 1 pixel
image-cell-too-large = { $cell } px cells do not fit in a { $width } × { $height } image
image-not-a-track = the picture does not make a valid track: { $why }
link-too-long = the link is too long ({ $len } characters; at most { $max } are accepted)
link-malformed = this is not a Racetrack link
link-unsupported-version = this page does not read links of version “{ $version }”
link-truncated = the challenge link is cut short: its { $section } section is missing
link-unknown-rules = unknown rules “{ $rules }” in the link (expected strict, soft or karopapier)
link-base64 = the { $section } section of the link is not valid base64url
link-inflate = the { $section } section of the link is corrupt (it does not inflate)
link-too-large = the { $section } section of the link inflates to more than { $max } bytes
link-track = the track in the link is invalid: { $why }
link-malformed-trajectory = the trajectory in the link is malformed
link-illegal-trajectory = the trajectory is not a legal game on this track under { $rules } rules
link-not-finished = a challenge must be a finished run, and this trajectory does not end on a finish point
link-finished-early = a challenge must stop at the finish, and this trajectory reaches it after { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } then goes on
link-not-utf8 = the { $section } in the link is not UTF-8 text
link-empty-name = the { $section } in the link is empty
link-name-too-long = the { $section } in the link is longer than { $max } characters
link-forbidden-character = the { $section } in the link contains a control character ({ $code }, character { $position })
link-section-track = track
link-section-trajectory = trajectory
link-section-track-name = track name
link-section-player = player name
link-section-text = text

## The engine's answers about races, records and names: why a race cannot start, why a move or
## an answer is refused, why a file is not a race record, why saved records do not read.
name-empty = the name is empty
name-too-long = the name has { $chars } characters; at most { $max } are allowed
name-control = the name holds a control character (at character { $position })
race-car = car { $number }
race-car-count = a race has 1 to { $max } cars, not { $count }
race-same-name = two cars are named “{ $name }”: each car needs a name of its own
race-too-few-starts = the track has { $starts ->
    [one] one start point
   *[other] { $starts } start points
}, fewer than the { $cars } cars
race-penalty = a crash penalty of { $turns } turns is over the most allowed, { $max }
race-no-such-car = there is no { $car } in this race
race-over = the race is over
race-out = { $car } is out of the race
race-not-your-turn = it is not { $car }’s turn
race-wrong-order = this race is not played in that order
race-occupied = { $car } cannot stop on { $point }: another car is there
race-illegal = { $point } is not a legal move for { $car }
answer-not-pending = { $car } does not choose this round
answer-answered = { $car } has already chosen this round
answer-kind = { $car } cannot make that choice now
answer-acceleration = an acceleration is two numbers, each -1, 0 or 1, not [{ $x }, { $y }]
answer-terrain = the ground under { $car } does not allow this acceleration
record-too-many-rounds = a record holds at most { $max } rounds
record-too-large = the file is over { $mib } MiB, more than a race record can be
record-not-json = this is not a race record
record-version = this race record is of a format or version this page does not read (“{ $format }” version { $found }; this page reads version { $version })
record-rounds = the record has { $rounds } rounds, over the most a race has ({ $max })
record-track = the record’s track does not read: { $why }
record-rules = the record’s rules, “{ $rules }”, are unknown
record-rules-version = the record is played under race rules version { $version }; this page plays versions { $first } to { $last }
record-mismatch = the record does not play back as it is written: round { $round } differs
record-mismatch-standings = the record does not play back as it is written: its standings differ
import-not-race = this Karopapier game’s map, players or settings do not make a race
import-illegal = { $player }’s move in round { $round } from { $from } to { $to } is not legal under Karopapier’s rules; it passes { $cells }
import-disagrees = { $player }, round { $round }: the game and Karopapier’s rules disagree on whose turn it is, a crash or the end
records-too-large = the records are { $len } bytes long; at most { $max } are read
records-not-json = the file is not a records file (it is not even JSON text)
records-version = records of version { $version } are not read here (this page reads version { $supported })
records-missing = { $at }: “{ $field }” is missing
records-wrong-type = { $at }: a value of the wrong kind
records-bad-key = “{ $key }” is not a table’s key (16 lowercase hex digits)
records-too-many = { $at }: { $count } entries, at most { $max } are kept
entry-moves = “{ $moves }” moves is out of range (1 to { $max })
entry-mode = “{ $mode }” is not a game mode
entry-date = “{ $date }” is not a date (YYYY-MM-DD)
generate-bad-size = a random track of { $rows } × { $cols } points cannot be made: each side must be from { $min } to { $max } points
generate-no-draw = no acceptable track of { $rows } × { $cols } points for seed { $seed } in { $draws } draws
