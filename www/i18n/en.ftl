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
