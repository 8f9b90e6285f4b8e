# Die Wörter von Racetrack auf Deutsch. Jede Nachricht hat in jeder Sprache dieselbe Kennung
# und dieselben Variablen (`cargo xtask lint` prüft es); siehe docs/translating.md.

## Die Seite

home-button =
    .title = Zurück zu den Levels

## Das Menü: seine festen Wörter

menu-section =
    .aria-label = Strecke wählen
menu-tagline = Behalte deine Geschwindigkeit oder ändere sie um einen Schritt in jede Richtung; lande mit möglichst wenigen Zügen im Ziel, ohne eine Wand zu berühren.
menu-daily = Tägliche Herausforderung
menu-daily-streak = Tägliche Herausforderung · { $days ->
        [one] { $days } Tag in Folge
       *[other] { $days } Tage in Folge
    }
menu-online = Online-Rennen
menu-help = Spielanleitung
menu-levels = Levels
menu-my-tracks = Meine Strecken
menu-my-tracks-empty = Strecken, die du aus einer Datei, durch Einfügen oder über einen Link öffnest, erzeugst oder im Editor probefährst, werden hier aufbewahrt, die neueste zuerst, zum Öffnen, Bearbeiten oder Löschen.
menu-make = Strecke bauen
menu-editor = Streckeneditor
menu-random = Zufällige Strecke
menu-open-image = Bildstrecke öffnen
menu-image-note = Eine Bildstrecke ist ein Bild einer Strecke. Ihre Farben erklärt die Spielanleitung.
menu-watch = Ein Rennen ansehen
menu-open-record = Rennaufzeichnung öffnen
menu-demo-level = Level
menu-demo = Den KI-Fahrern beim Rennen zusehen
menu-demo-note = Die Fahrer Anfänger, Verein, Profi und Perfekt fahren auf dem gewählten Level, Runde für Runde abgespielt. Ein hier nach einem Rennen gespeichertes Rennen lässt sich ebenfalls öffnen, oder zieh es irgendwo auf diese Seite.
menu-own = Deine eigene Strecke
menu-open-file = Streckendatei öffnen
paste-intro = … oder füge eine ein:
cell-road = Straße
cell-obstacle = Hindernis
cell-start = Start
cell-finish = Ziel
cell-ice = Eis
cell-dirt = Schotter
cell-ramp = Rampe
paste-rows = , eine Zeile pro Rasterzeile; Tore und Züge als Zeilen mit
paste-after = nach dem Raster.
menu-open-pasted = Eingefügte Strecke öffnen
menu-records = Deine Rekorde
menu-records-export = Rekorde exportieren
menu-records-import = Rekorde importieren
menu-settings = Einstellungen
menu-language = Sprache

## Das Menü: seine Levelkarten

menu-loading-list = Levels werden geladen …
menu-loading-count = { $count ->
        [one] { $count } Level wird
       *[other] { $count } Levels werden
    } geladen …
menu-index-failed = Die Levelliste konnte nicht geladen werden: { $error }
menu-no-level = Es gibt kein Level namens { $name }.
menu-decor-failed = Die Dekoration konnte nicht angezeigt werden ({ $why }).
card-size = { $cols } × { $rows }
card-loading = wird geladen …
card-failed = konnte nicht geladen werden
card-optimum = Optimum { $moves }
card-optimum-computing = Optimum: wird berechnet …
card-no-solution = keine Lösung
card-too-large = zu groß zum Lösen
card-board = { $title }: Weltrangliste
card-board-chip = Rangliste
card-best-medal = deine Bestleistung { $moves } · { $medal } · { $help }
card-best-plain = deine Bestleistung { $moves } · { $help }
run-clean = ohne Hilfe
run-assisted = mit Hilfe
medal-gold = Gold
medal-silver = Silber
medal-bronze = Bronze
group-basics = Grundlagen
group-terrain = Untergründe
group-elements = Bewegliche Elemente
progress-medals = Medaillen: { $medals } von { $levels } Levels, { $golds } in Gold · als Nächstes zu schlagen: { $next }
progress-all-gold = Jedes Level mit Gold gewonnen: { $golds } von { $levels }.

## Die Hauptaktion des Menüs

main-place = Level { $number } von { $count }
main-continue = Weiterfahren: { $title }
main-play = Spielen: { $title }
main-gold = Auf Gold fahren: { $title }
main-again = Noch einmal: { $title }
main-run = { $place } · deine Fahrt: { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
main-not-won = { $place } · noch nicht gewonnen
main-best = { $place } · deine Bestleistung: { $medal }
main-all-gold = { $place } · jedes Level mit Gold gewonnen

## Sprachen

language-failed = Die Wörter auf { $language } konnten nicht geladen werden ({ $why }); die Seite bleibt auf { $current }.
