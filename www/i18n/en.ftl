# Racetrack's words in English. Each message has the same id and the same variables in every
# language (`cargo xtask lint` checks it); docs/translating.md says how to add a language.

## The page

home-button =
    .title = Back to the levels

## The menu: its fixed words

menu-section =
    .aria-label = Choose a track
menu-tagline = Keep your speed or change it by one step each way; land on the finish in the fewest moves without touching a wall.
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
menu-image-note = An image track is a picture of a track. Its colours are explained in How to play.
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
paste-rows = , one line per grid row; gates and trains as
paste-after = lines after the grid.
menu-open-pasted = Open pasted track
menu-records = Your records
menu-records-export = Export records
menu-records-import = Import records
menu-settings = Settings
menu-language = Language

## The menu: its level cards

menu-loading-list = Loading levels…
menu-loading-count = Loading { $count ->
        [one] { $count } level
       *[other] { $count } levels
    }…
menu-index-failed = Could not load the level list: { $error }
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

## The play screen: the status line

status-placing = Place the car: { $how }.
status-playing = Moves { $moves } · { $speed } · { $options ->
        [one] { $options } option
       *[other] { $options } options
    } · { $rules } rules
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
warning-certain = ⚠ a crash is certain from here: Undo and brake sooner
warning-some = ⚠ brake: { $doomed } of the { $options } options (slashed) crash for certain
coach-thinking = coach: thinking…
coach-too-large = coach: this track is too large
coach-optimum = coach: optimum { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
coach-no-start = coach: no start reaches the finish
coach-doomed = coach: doomed, no finish can be reached from here
coach-from-here = optimum from here { $moves }
coach-from-here-lost = optimum from here { $moves } · lost { $lost }
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
crash-shown-edge = , past the edge of the grid
crash-shown-one-off = {" "}(marked ✕; one lies past the edge of the grid)
crash-shown-some-off = {" "}(marked ✕; { $off } lie past the edge of the grid)
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

## The first-run tutorial

tutorial-title = Tutorial, step { $step } of { $steps }
tutorial-place-touch = Your car starts on a striped start point (ringed on the board): tap one to place it.
tutorial-place-mouse = Your car starts on a striped start point (ringed on the board): click one to place it.
tutorial-main-point = The + is the main point: where the car goes if it keeps its velocity. The circles are the main point and its eight neighbours: each changes the velocity by at most one on each axis. Pick one to move.
tutorial-braking = The velocity carries over from move to move, so a fast car needs several moves to stop. Brake (pick circles back towards the car) before a turn, or the wall comes first.
tutorial-coach = The coach (its switch is above the board) slashes each circle from which every way on crashes and counts the fewest moves left; a run it helped counts as assisted. Land on a chequered finish point in as few moves as you can.
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

## The page's titles and the game's controls

title-editing = Editing: { $name }
title-online = Online races
title-board = World board
title-help = Help
title-replay = Replay of { $name }
title-online-game = Online: { $title }
title-online-untitled = Online game
game-edit = Edit
game-edit-copy = Edit a copy
game-line-show = Optimal line
game-line-hide = Hide the optimal line
share-copying = Copying…
share-copied = Copied
share-copied-anonymous = Copied, signed “{ $name }”: name your run to sign it with your name
share-not-copied = Not copied ({ $why }): copy the selected link by hand
solver-watching = Watching { $solver }. Your game waits, unchanged: Esc or
daily-today = The daily challenge of { $date }: the same track for every player today. Share your run to compare.
daily-past = The daily challenge of { $date }: every player had this track that day.
challenge-words = Beat { $name }'s { $moves } moves: their run is the faint ghost on the track.
moving-turn = Turn { $turn } (the elements repeat every { $cycle } turns).

## My tracks and the records

my-track-details = { $cols } x { $rows }, { $from }
my-track-from-editor = from the editor
my-track-generated = generated
my-track-opened = opened from a file, a paste or a link
my-track-delete = Delete { $name }
my-track-delete-ask = Delete “{ $name }” from My tracks?
my-track-deleted = { $name } deleted from My tracks.
record-kept-rank = Kept in the records, number { $rank }.
record-kept-not-top = Kept… but not among the top 10.
record-saved-rank = Record kept: number { $rank }.
record-saved-not-top = Record not among the top 10.
record-not-kept = The record was not kept: { $why }.

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
solver-searching = searching…
solver-paused = paused
solver-run = Run
solver-pause = Pause
solver-resume = Resume
solver-watching-note = You are watching a solver: press Esc or “Back to your game” to play.
solver-about-dfs = depth-first search: finds a way, rarely a good one
solver-about-bfs = breadth-first search: optimal, explores everything closer
solver-about-astar = A* with distance-map and per-axis heuristics: optimal, focused
solver-about-greedy = greedy driver: heads for what looks closest on the distance map
solver-about-careful = careful driver: greedy, but keeps a safe stopping distance

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
car-placing = placing
car-running = running
car-sitting-out = sitting out
car-finished = finished
car-retired = retired
