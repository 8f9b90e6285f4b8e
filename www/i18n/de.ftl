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

## Der Spielbildschirm: Geschwindigkeit und Platzieren

speed-rest = Geschwindigkeit 0 (in Ruhe)
speed-words = Geschwindigkeit { $speed } { $arrow } ({ $steps })
step-right = { $n } nach rechts
step-left = { $n } nach links
step-down = { $n } nach unten
step-up = { $n } nach oben
place-touch = tippe auf einen Startpunkt (gestreift)
place-mouse = klicke auf einen Startpunkt (gestreift), oder Pfeiltasten und Eingabe
circles-touch = Tippe auf einen der Kreise: Das sind die erlaubten Züge.
circles-mouse = Klicke auf einen der Kreise: Das sind die erlaubten Züge.
hint-touch = So fährst du: Die orangen Kreise sind deine erlaubten Züge; tippe auf einen. Das + ist der Hauptpunkt: Dorthin fährt das Auto, wenn es seine Geschwindigkeit behält (tippe auf das Auto, um stehen zu bleiben, wenn das ein Zug ist). Starte auf einem gestreiften Punkt; lande mit beliebiger Geschwindigkeit und möglichst wenigen Zügen auf einem karierten. Die Spuren sind nach Geschwindigkeit gefärbt; Rückgängig nimmt einen Zug zurück.
hint-mouse = So fährst du: Die orangen Kreise sind deine erlaubten Züge; klicke auf einen (oder nimm die Pfeiltasten und Eingabe, oder die Ziffern 1–9 wie auf einem Ziffernblock). Das + ist der Hauptpunkt: Dorthin fährt das Auto, wenn es seine Geschwindigkeit behält. Starte auf einem gestreiften Punkt; lande mit beliebiger Geschwindigkeit und möglichst wenigen Zügen auf einem karierten. Die Spuren sind nach Geschwindigkeit gefärbt; die Rücktaste macht einen Zug rückgängig.

## Der Spielbildschirm: die Statuszeile

status-placing = Setze das Auto: { $how }.
status-playing = Züge { $moves } · { $speed } · { $options ->
        [one] { $options } Option
       *[other] { $options } Optionen
    } · { $rules } Regeln
status-won = Gewonnen in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
status-crashed = Unfall nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
rules-strict = strenge
rules-soft = weiche
warning-certain = ⚠ ein Unfall ist von hier aus sicher: mach einen Zug rückgängig und bremse früher
warning-some = ⚠ bremsen: { $doomed } der { $options } Optionen (durchgestrichen) enden sicher in einem Unfall
coach-thinking = Trainer: denkt nach …
coach-too-large = Trainer: diese Strecke ist zu groß
coach-optimum = Trainer: Optimum { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
coach-no-start = Trainer: kein Start erreicht das Ziel
coach-doomed = Trainer: verloren, von hier ist kein Ziel mehr erreichbar
coach-from-here = Optimum von hier { $moves }
coach-from-here-lost = Optimum von hier { $moves } · verloren { $lost }
coach-no-loss = Kein Zug hat Zeit gekostet.
coach-losses = Zeit verloren bei { $moves }.
coach-loss = Zug { $number } (+{ $lost })

## Der Spielbildschirm: was ein Screenreader nach einem Zug hört

move-placed = Auto gesetzt in Zeile { $row }, Spalte { $col }. { $options ->
        [one] { $options } Option
       *[other] { $options } Optionen
    }.
move-made = Zug { $number }: Zeile { $row }, Spalte { $col }, Geschwindigkeit { $speed }, { $options ->
        [one] { $options } Option
       *[other] { $options } Optionen
    }.
move-won = Im Ziel nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }. { $verdict }
move-crashed = Unfall in Zeile { $row }, Spalte { $col }: alle neun Züge sind blockiert: { $reasons }.
blocked-count = { $count } { $why } ({ $letter })
blocked-off = neben der Strecke
blocked-into-wall = in eine Wand
blocked-through-wall = durch eine Wand
blocked-pinch = durch eine Engstelle
blocked-element = in ein bewegliches Element

## Das Siegesfenster und das Unfallfenster

verdict-optimal = Das ist das Optimum. Perfekt!
verdict-above = Das Optimum ist { $best ->
        [one] { $best } Zug
       *[other] { $best } Züge
    }: { $extra ->
        [one] { $extra } Zug
       *[other] { $extra } Züge
    } mehr (+{ $percent } %).
verdict-computing = Das Optimum wird noch berechnet.
verdict-other = Optimum: { $optimum }.
win-text = Im Ziel nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }. { $verdict }
win-medal-gold = Eine Goldmedaille!
win-medal-silver = Eine Silbermedaille!
win-medal-bronze = Eine Bronzemedaille!
win-streak = Serie der täglichen Herausforderung: { $days ->
        [one] { $days } Tag in Folge
       *[other] { $days } Tage in Folge
    }.
run-clean-words = Fahrt ohne Hilfe
run-assisted-words = Fahrt mit Hilfe ({ $helps })
help-undo = Rückgängig
help-coach = der Trainer
help-line = die optimale Linie
help-solver = ein Löser
scoring-gold = ★★★ Gold verlangt das Optimum, { $best ->
        [one] { $best } Zug
       *[other] { $best } Züge
    }
scoring-silver = ; ★★ Silber { $most } oder weniger (innerhalb von 10 %)
scoring-bronze = ; ★ Bronze { $most } oder weniger (innerhalb von 25 %)
scoring-next = { $rule }. { $fewer ->
        [one] { $fewer } Zug
       *[other] { $fewer } Züge
    } weniger für { $medal }.
crash-text = Unfall mit { $speed }: jeder nächste Punkt liegt { $places }{ $shown }. Zu schnell, um hier zu wenden oder zu halten: bremse früher. Mach den Zug rückgängig, um einen anderen Weg zu versuchen.
crash-place-wall = in oder hinter der Wand
crash-place-off = neben der Strecke
crash-place-element = in einem fahrenden Tor oder Zug
crash-places-or = { $first } oder { $second }
crash-shown-marked = {" "}(jeder mit ✕ auf dem Spielfeld markiert)
crash-shown-edge = , jenseits des Rasterrands
crash-shown-one-off = {" "}(mit ✕ markiert; einer liegt jenseits des Rasterrands)
crash-shown-some-off = {" "}(mit ✕ markiert; { $off } liegen jenseits des Rasterrands)
crash-line = { $letter } { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    } { $why }

## Ein Geist oder eine Herausforderung

ghost-beat = Du schlägst die { $total } Züge von { $who } um { $by ->
        [one] { $by } Zug
       *[other] { $by } Züge
    }!
ghost-tie = Gleichstand mit { $who }: je { $total } Züge.
ghost-stands = Die { $total } Züge von { $who } bleiben stehen: { $by ->
        [one] { $by } Zug
       *[other] { $by } Züge
    } mehr für dich.
ghost-new-best = Neue Bestleistung: { $by ->
        [one] { $by } Zug
       *[other] { $by } Züge
    } besser als dein Geist.
ghost-as-fast = So schnell wie dein Geist.
ghost-faster = Dein Geist war { $by ->
        [one] { $by } Zug
       *[other] { $by } Züge
    } schneller.
ghost-yours = deinem Geist
ghost-ahead = du liegst { $by ->
        [one] { $by } Zug
       *[other] { $by } Züge
    } vor { $rival }
ghost-level = du liegst gleichauf mit { $rival }
ghost-behind = du liegst { $by ->
        [one] { $by } Zug
       *[other] { $by } Züge
    } hinter { $rival }

## Die Einführung beim ersten Spiel

tutorial-title = Einführung, Schritt { $step } von { $steps }
tutorial-place-touch = Dein Auto startet auf einem gestreiften Startpunkt (auf dem Spielfeld umkreist): tippe auf einen, um es dorthin zu setzen.
tutorial-place-mouse = Dein Auto startet auf einem gestreiften Startpunkt (auf dem Spielfeld umkreist): klicke auf einen, um es dorthin zu setzen.
tutorial-main-point = Das + ist der Hauptpunkt: Dorthin fährt das Auto, wenn es seine Geschwindigkeit behält. Die Kreise sind der Hauptpunkt und seine acht Nachbarn: Jeder ändert die Geschwindigkeit um höchstens eins pro Achse. Wähle einen, um zu fahren.
tutorial-braking = Die Geschwindigkeit bleibt von Zug zu Zug erhalten, ein schnelles Auto braucht also mehrere Züge zum Anhalten. Bremse (wähle Kreise zum Auto hin) vor einer Kurve, sonst kommt zuerst die Wand.
tutorial-coach = Der Trainer (sein Schalter ist über dem Spielfeld) streicht jeden Kreis durch, von dem aus jeder Weg im Unfall endet, und zählt die wenigsten verbleibenden Züge; eine Fahrt, bei der er geholfen hat, zählt als unterstützt. Lande mit möglichst wenigen Zügen auf einem karierten Zielpunkt.
tutorial-next = Weiter
tutorial-done = Verstanden
tutorial-skip = Einführung überspringen

## Die tägliche Herausforderung

daily-card = Racetrack täglich { $day }: { $moves } Züge, Optimum { $best } { $stars } ({ $help })
daily-copied = Ergebnis kopiert: Füge es ein, wo du willst.
daily-not-copied = Das Ergebnis konnte hier nicht kopiert werden.
daily-next-soon = Nächste Herausforderung in weniger als einer Minute
daily-next-minutes = Nächste Herausforderung in { $minutes } min
daily-next-hours = Nächste Herausforderung in { $hours } h
daily-next-both = Nächste Herausforderung in { $hours } h { $minutes } min
daily-day-done = { $day }: geschafft
daily-day-not-done = { $day }: nicht geschafft
daily-calendar = Deine letzten { $days } Tage: Ein gefülltes Quadrat ist eine geschaffte Herausforderung, das umrandete ist heute.
daily-copy = Ergebnis kopieren
daily-copy-done = Kopiert ✓
daily-copy-failed = Nicht kopiert: versuch es noch einmal

## Die Titel der Seite und die Bedienelemente des Spiels

title-editing = Bearbeiten: { $name }
title-online = Online-Rennen
title-board = Weltrangliste
title-help = Hilfe
title-replay = Wiederholung von { $name }
title-online-game = Online: { $title }
title-online-untitled = Online-Partie
game-edit = Bearbeiten
game-edit-copy = Kopie bearbeiten
game-line-show = Optimale Linie
game-line-hide = Optimale Linie ausblenden
share-copying = Wird kopiert …
share-copied = Kopiert
share-copied-anonymous = Kopiert, signiert „{ $name }“: Gib deiner Fahrt einen Namen, um sie mit deinem Namen zu signieren
share-not-copied = Nicht kopiert ({ $why }): Kopiere den markierten Link von Hand
solver-watching = Du siehst { $solver } zu. Dein Spiel wartet unverändert: Esc oder
daily-today = Die tägliche Herausforderung vom { $date }: heute dieselbe Strecke für alle. Teile deine Fahrt zum Vergleichen.
daily-past = Die tägliche Herausforderung vom { $date }: An diesem Tag hatten alle diese Strecke.
challenge-words = Schlage die { $moves } Züge von { $name }: Die Fahrt ist der blasse Geist auf der Strecke.
moving-turn = Runde { $turn } (die Elemente wiederholen sich alle { $cycle } Runden).

## Meine Strecken und die Rekorde

my-track-details = { $cols } x { $rows }, { $from }
my-track-from-editor = aus dem Editor
my-track-generated = erzeugt
my-track-opened = aus einer Datei, durch Einfügen oder über einen Link geöffnet
my-track-delete = { $name } löschen
my-track-delete-ask = „{ $name }“ aus Meine Strecken löschen?
my-track-deleted = { $name } aus Meine Strecken gelöscht.
record-kept-rank = In den Rekorden, Platz { $rank }.
record-kept-not-top = Gespeichert … aber nicht unter den besten 10.
record-saved-rank = Rekord gespeichert: Platz { $rank }.
record-saved-not-top = Rekord nicht unter den besten 10.
record-not-kept = Der Rekord wurde nicht gespeichert: { $why }.

## Der Löser-Bildschirm

solver-speed = { $rate ->
        [one] { $shown } Expansion/s
       *[other] { $shown } Expansionen/s
    }
solver-fastest = so schnell wie möglich
duration-ms = { $ms } ms
duration-s = { $s } s
solver-back = Zurück zu deinem Spiel. { $status }
solver-solved = { $solver }: { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
solver-no-solution = { $solver }: keine Lösung
solver-gave-up = { $solver }: aufgegeben (Suchgrenze erreicht)
solver-searching = sucht …
solver-paused = pausiert
solver-run = Starten
solver-pause = Pause
solver-resume = Fortsetzen
solver-watching-note = Du siehst einem Löser zu: Drücke Esc oder „Zurück zu deinem Spiel“, um zu spielen.
solver-about-dfs = Tiefensuche: findet einen Weg, selten einen guten
solver-about-bfs = Breitensuche: optimal, erkundet alles Nähere
solver-about-astar = A* mit Distanzkarte und achsenweisen Heuristiken: optimal, gezielt
solver-about-greedy = gieriger Fahrer: steuert auf das zu, was auf der Distanzkarte am nächsten aussieht
solver-about-careful = vorsichtiger Fahrer: gierig, hält aber einen sicheren Bremsweg

## Rennen an einem Gerät

race-over-retry = Das Rennen ist vorbei: Nochmal für ein neues Rennen.
race-wait = Warte: { $name } ist dran.
race-over-status = Rennen vorbei · { $lines }
race-who = { $name } (Auto { $car })
race-ai-driving = { $who } fährt …
race-place = { $who }: setze das Auto: { $how }.
race-to-move = { $who } ist am Zug · Züge { $moves } · Geschwindigkeit { $speed } · { $options ->
        [one] { $options } Option
       *[other] { $options } Optionen
    }
race-seconds-left = {" "}· noch { $seconds } s
race-won-by = Rennen vorbei: { $you ->
        [yes] Du gewinnst
       *[no] { $name } gewinnt
    } mit { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }. Nochmal für ein neues Rennen.
race-over-none = Rennen vorbei. Nochmal für ein neues Rennen.
race-start = Start
race-new-run = Neue Fahrt
race-opponents = Gegner
race-players = Spieler
race-quit-ask = Dieses Rennen beenden? Es endet hier, und die Moduswahl kommt zurück.
race-quit = Beenden
race-keep = Weiterfahren
race-restart-ask = Dieses Rennen von der Startlinie neu beginnen?
race-restart = Neu starten
race-clock = Zeit { $seconds } s
race-clock-unplaced = { $seconds } s pro Zug, sobald dein Auto steht
race-standing = { $place }. { $name } (Auto { $car }) · { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }{ $state }{ $to_move ->
        [yes] {" "}· am Zug
       *[no] {""}
    }
race-result = { $place }. { $name }, { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }{ $state }{ $note }
car-placing = setzt
car-running = fährt
car-sitting-out = setzt aus
car-finished = im Ziel
car-retired = ausgeschieden
