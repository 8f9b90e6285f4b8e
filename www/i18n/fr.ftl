# Les mots de Racetrack en français. Chaque message a le même identifiant et les mêmes
# variables dans chaque langue (`cargo xtask lint` le vérifie) ; voir docs/translating.md.

## La page

# La description de la page (moteurs de recherche, l’application installée).
page-description =
    .content = Racetrack (Vector Race) : joue sur du papier quadrillé, regarde les solveurs réfléchir, partage un circuit par un lien.

home-button =
    .title = Retour aux niveaux

## Le menu : ses mots fixes

menu-section =
    .aria-label = Choisir un circuit
menu-tagline = Garde ta vitesse ou change-la d’un cran dans chaque direction ; arrive sur la ligne d’arrivée en un minimum de coups sans toucher de mur.
# Sur une carte touchée avant que le jeu ait démarré : elle s'ouvre dès qu'il est prêt.
menu-starting = Démarrage…
menu-daily = Défi du jour
menu-daily-streak = Défi du jour · { $days ->
        [one] { $days } jour d’affilée
       *[other] { $days } jours d’affilée
    }
menu-online = Course en ligne
menu-help = Comment jouer
menu-levels = Niveaux
menu-my-tracks = Mes circuits
menu-my-tracks-empty = Les circuits que tu ouvres depuis un fichier, un collage ou un lien, que tu génères ou que tu essaies depuis l’éditeur sont gardés ici, du plus récent au plus ancien, pour les ouvrir, les modifier ou les supprimer.
menu-make = Créer un circuit
menu-editor = Éditeur de circuits
menu-random = Circuit au hasard
menu-open-image = Ouvrir un circuit en image
menu-image-note = Un circuit en image est le dessin d’un circuit, une couleur par sorte de point :
menu-image-colours = voir les couleurs dans Comment jouer
menu-watch = Regarder une course
menu-open-record = Ouvrir l’enregistrement d’une course
menu-demo-level = Niveau
menu-demo = Regarder la course des pilotes IA
menu-demo-note = Les pilotes débutant, club, pro et parfait courent sur le niveau choisi, rejoué tour par tour. Une course enregistrée après une course ici s’ouvre aussi, ou dépose-la n’importe où sur cette page.
menu-own = Ton propre circuit
menu-open-file = Ouvrir un fichier de circuit
paste-intro = …ou colles-en un :
cell-road = route
cell-obstacle = obstacle
cell-start = départ
cell-finish = arrivée
cell-ice = glace
cell-dirt = terre
cell-ramp = tremplin
cell-checkpoints = points de contrôle
cell-grounds = terrains hors piste (ou tout un mapcode de Karopapier)
paste-rows = , une ligne par rangée de la grille ; portes et trains en lignes commençant par
paste-after = après la grille.
menu-open-pasted = Ouvrir le circuit collé
menu-records = Tes records
menu-records-export = Exporter les records
menu-records-import = Importer des records
menu-settings = Réglages
menu-language = Langue
menu-language-shortcut = Langue · Language · Sprache
menu-theme = Couleurs
theme-system = Comme le système
theme-light = Claires
theme-dark = Sombres

## Le menu : ses cartes de niveau

menu-loading-list = Chargement des niveaux…
menu-loading-count = Chargement de { $count ->
        [one] { $count } niveau
       *[other] { $count } niveaux
    }…
menu-index-failed = Impossible de charger la liste des niveaux : { $error }
# La liste des niveaux n’en est pas une (why : les mots du lecteur JSON).
menu-index-not-list = levels/index.json n’est pas une liste de noms de fichiers ({ $why })
menu-no-level = Il n’y a pas de niveau nommé { $name }.
menu-decor-failed = Le décor n’a pas pu être affiché ({ $why }).
card-size = { $cols } × { $rows }
card-loading = chargement…
card-failed = chargement impossible
card-optimum = optimum { $moves }
card-optimum-computing = optimum : calcul en cours…
card-no-solution = aucune solution
card-too-large = trop grand pour être résolu
card-board = { $title } : classement mondial
card-board-chip = Classement
card-best-medal = ton record { $moves } · { $medal } · { $help }
card-best-plain = ton record { $moves } · { $help }
run-clean = sans aide
# Une date : son année, son mois et son jour, chacun avec ses zéros en tête.
date-numeric = { $day }/{ $month }/{ $year }
run-assisted = avec aide
medal-gold = or
medal-silver = argent
medal-bronze = bronze
group-basics = Les bases
group-terrain = Terrains
group-elements = Éléments mobiles
progress-medals = Médailles : { $medals } sur { $levels } niveaux, { $golds } en or · prochain à battre : { $next }
progress-all-gold = Tous les niveaux gagnés avec l’or : { $golds } sur { $levels }.

## L’action principale du menu

main-place = Niveau { $number } sur { $count }
main-continue = Continuer : { $title }
main-play = Jouer : { $title }
main-gold = Viser l’or : { $title }
main-again = Rejouer : { $title }
main-run = { $place } · ta course : { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
main-not-won = { $place } · pas encore gagné
main-best = { $place } · ton meilleur : { $medal }
main-all-gold = { $place } · tous les niveaux gagnés avec l’or

## Langues

language-failed = Les mots en { $language } n’ont pas pu être chargés ({ $why }) ; la page reste en { $current }.

## L’écran de jeu : vitesse et placement

speed-rest = vitesse 0 (à l’arrêt)
speed-words = vitesse { $speed } { $arrow } ({ $steps })
step-right = { $n } à droite
step-left = { $n } à gauche
step-down = { $n } vers le bas
step-up = { $n } vers le haut
place-touch = touche un point de départ (rayé)
place-mouse = clique sur un point de départ (rayé), ou utilise les flèches et Entrée
circles-touch = Touche l’un des cercles : ce sont les coups permis.
circles-mouse = Clique sur l’un des cercles : ce sont les coups permis.
hint-touch = Comment piloter : les cercles orange sont tes coups permis ; touches-en un. Le + est le point principal : là où va la voiture si elle garde sa vitesse (touche la voiture pour rester sur place quand c’est un coup permis). Pars d’un point rayé ; arrive sur un point à damier, à n’importe quelle vitesse, en un minimum de coups. Les traces sont colorées selon la vitesse ; Annuler reprend un coup.
hint-mouse = Comment piloter : les cercles orange sont tes coups permis ; clique sur l’un d’eux (ou utilise les flèches et Entrée, ou les chiffres 1 à 9 disposés comme un pavé numérique). Le + est le point principal : là où va la voiture si elle garde sa vitesse. Pars d’un point rayé ; arrive sur un point à damier, à n’importe quelle vitesse, en un minimum de coups. Les traces sont colorées selon la vitesse ; Retour arrière annule.
hint-checkpoints = Les points numérotés sont des points de contrôle : passe d’abord par chaque numéro, dans n’importe quel ordre.
hint-karopapier = Règles de Karopapier : la voiture ne reste jamais sur place, et franchir un point à damier suffit pour arriver.

## L’écran de jeu : la ligne d’état

status-placing = Place la voiture : { $how }.
status-playing = Coups { $moves } · { $speed } · { $options ->
        [one] { $options } option
       *[other] { $options } options
    } · règles { $rules }
status-checkpoints = points de contrôle : { $held } sur { $all }
status-won = Gagné en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
status-crashed = Crash après { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
rules-strict = strictes
rules-soft = souples
rules-karopapier = Karopapier
warning-certain = ⚠ le crash est certain d’ici : annule et freine plus tôt
warning-some = ⚠ freine : { $doomed } sur { $options } (barrées) { $doomed ->
        [one] mène
       *[other] mènent
    } à coup sûr au crash
coach-thinking = entraîneur : réflexion…
coach-too-large = entraîneur : ce circuit est trop grand
coach-optimum = entraîneur : optimum { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
coach-no-start = entraîneur : aucun départ n’atteint l’arrivée
coach-doomed = entraîneur : perdu, plus aucune arrivée n’est atteignable d’ici
coach-from-here = optimum d’ici { $moves }
coach-from-here-lost = optimum d’ici { $moves } · { $lost ->
        [one] { $lost } coup perdu
       *[other] { $lost } coups perdus
    }
coach-no-loss = Aucun coup n’a fait perdre de temps.
coach-losses = Temps perdu au { $moves }.
coach-loss = coup { $number } (+{ $lost })

## L’écran de jeu : ce qu’entend un lecteur d’écran après un coup

move-placed = Voiture placée ligne { $row }, colonne { $col }. { $options ->
        [one] { $options } option
       *[other] { $options } options
    }.
move-made = Coup { $number } : ligne { $row }, colonne { $col }, vitesse { $speed }, { $options ->
        [one] { $options } option
       *[other] { $options } options
    }.
move-won = Arrivée en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }. { $verdict }
move-crashed = Crash ligne { $row }, colonne { $col } : les neuf coups sont tous bloqués : { $reasons }.
blocked-count = { $count } { $why } ({ $letter })
blocked-off = hors du circuit
blocked-into-wall = dans un mur
blocked-through-wall = à travers un mur
blocked-pinch = par un passage trop étroit
blocked-element = dans un élément mobile
blocked-standing-still = sur place
# The letter drawn beside each blocked option on the board: the initial of its reason above.
blocked-letter-off = H
blocked-letter-into-wall = M
blocked-letter-through-wall = T
blocked-letter-pinch = P
blocked-letter-element = E
blocked-letter-standing-still = S

## La boîte de victoire et la boîte de crash

verdict-optimal = C’est l’optimum. Parfait !
verdict-above = L’optimum est de { $best ->
        [one] { $best } coup
       *[other] { $best } coups
    } : { $extra ->
        [one] { $extra } coup
       *[other] { $extra } coups
    } de plus (+{ $percent } %).
verdict-computing = L’optimum est encore en cours de calcul.
verdict-other = Optimum : { $optimum }.
win-text = Arrivée en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }. { $verdict }
win-medal-gold = Une médaille d’or !
win-medal-silver = Une médaille d’argent !
win-medal-bronze = Une médaille de bronze !
win-streak = Série du défi du jour : { $days ->
        [one] { $days } jour d’affilée
       *[other] { $days } jours d’affilée
    }.
# The first win turned the crash warning's default off (the switch never touched): said after
# the status line's "Won in 5 moves".
win-warning-off = première victoire : l’Alerte de crash est désormais éteinte (son interrupteur la rallume)
run-clean-words = Course sans aide
run-assisted-words = Course avec aide ({ $helps })
help-undo = Annuler
help-coach = l’entraîneur
help-line = la trajectoire optimale
help-solver = un solveur
scoring-gold = ★★★ l’or demande l’optimum, { $best ->
        [one] { $best } coup
       *[other] { $best } coups
    }
scoring-silver =  ; ★★ l’argent { $most } ou moins (à 10 % près)
scoring-bronze =  ; ★ le bronze { $most } ou moins (à 25 % près)
scoring-next = { $rule }. { $fewer ->
        [one] { $fewer } coup
       *[other] { $fewer } coups
    } de moins pour { $medal }.
crash-text = Crash à { $speed } : chaque point suivant est { $places }{ $shown }. Trop vite pour tourner ou s’arrêter ici : freine plus tôt. Annule pour essayer un autre chemin.
crash-place-wall = dans le mur ou derrière
crash-place-off = hors du circuit
crash-place-element = dans une porte ou un train en mouvement
crash-places-or = { $first } ou { $second }
crash-shown-marked = {" "}(chacun marqué ✕ sur le plateau)
crash-shown-edge = , au-delà de son bord
crash-shown-one-off = {" "}(marqués ✕ ; l’un est au-delà du bord du circuit)
crash-shown-some-off = {" "}(marqués ✕ ; { $off } sont au-delà du bord du circuit)
crash-line = { $letter } { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    } { $why }

## Un fantôme ou un défi

ghost-beat = Tu bats les { $total } coups de { $who } de { $by ->
        [one] { $by } coup
       *[other] { $by } coups
    } !
ghost-tie = Égalité avec { $who } : { $total } coups chacun.
ghost-stands = Les { $total } coups de { $who } tiennent : { $by ->
        [one] { $by } coup
       *[other] { $by } coups
    } de plus pour toi.
ghost-new-best = Nouveau record : { $by ->
        [one] { $by } coup
       *[other] { $by } coups
    } de mieux que ton fantôme.
ghost-as-fast = Aussi rapide que ton fantôme.
ghost-faster = Ton fantôme avait { $by ->
        [one] { $by } coup
       *[other] { $by } coups
    } d’avance.
ghost-yours = ton fantôme
ghost-ahead = tu as { $by ->
        [one] { $by } coup
       *[other] { $by } coups
    } d’avance sur { $rival }
ghost-level = tu es à égalité avec { $rival }
ghost-behind = tu as { $by ->
        [one] { $by } coup
       *[other] { $by } coups
    } de retard sur { $rival }
# La meilleure course du joueur affrontée en fantôme : son nom, et pourquoi il n’y en a pas.
ghost-your-best = ta meilleure course
ghost-none = Pas encore de meilleure course sur ce circuit : gagne une fois, puis affronte ton fantôme.

## Le tutoriel de la première partie

tutorial-title = Tutoriel, étape { $step } sur { $steps }
tutorial-place-touch = Ta voiture part d’un point de départ rayé (entouré sur le plateau) : touches-en un pour l’y placer.
tutorial-place-mouse = Ta voiture part d’un point de départ rayé (entouré sur le plateau) : clique sur l’un d’eux pour l’y placer.
tutorial-main-point = Le + est le point principal : là où va la voiture si elle garde sa vitesse. Les cercles sont le point principal et ses huit voisins : chacun change la vitesse d’au plus un cran sur chaque axe. Choisis-en un pour avancer.
tutorial-braking = La vitesse se conserve d’un coup à l’autre : une voiture lancée a besoin de plusieurs coups pour s’arrêter. Freine (choisis des cercles vers la voiture) avant un virage, sinon c’est le mur qui t’arrête.
tutorial-coach = Un cercle barré mène forcément au crash ; jusqu’à ta première victoire, l’Alerte de crash les marque (interrupteur dans les réglages). L’Entraîneur compte les coups restants au minimum, mais avec lui la course est « avec aide ». Arrive sur un point à damier en un minimum de coups.
tutorial-next = Suivant
tutorial-done = Compris
tutorial-skip = Passer le tutoriel

## Le défi du jour

daily-card = Défi du jour Racetrack { $day } : { $moves } coups, optimum { $best } { $stars } ({ $help })
daily-copied = Résultat copié : colle-le où tu veux.
daily-not-copied = Le résultat n’a pas pu être copié ici.
daily-next-soon = Prochain défi dans moins d’une minute
daily-next-minutes = Prochain défi dans { $minutes } min
daily-next-hours = Prochain défi dans { $hours } h
daily-next-both = Prochain défi dans { $hours } h { $minutes } min
daily-day-done = { $day } : terminé
daily-day-not-done = { $day } : pas terminé
daily-calendar = Tes { $days } derniers jours : un carré plein est un défi terminé, celui entouré est aujourd’hui.
daily-copy = Copier le résultat
daily-copy-done = Copié ✓
daily-copy-failed = Pas copié : réessaie
# La série du défi du jour, seule.
daily-streak-days = { $days ->
        [one] { $days } jour d’affilée
       *[other] { $days } jours d’affilée
    }

## Les titres de la page et les commandes du jeu

title-editing = Édition : { $name }
title-online = Courses en ligne
title-board = Classement mondial
title-help = Aide
title-replay = Rediffusion de { $name }
title-online-game = En ligne : { $title }
title-online-untitled = Partie en ligne
# A game made on a track with no name (a pasted one): the tab's title and the room's heading.
title-online-unnamed = En ligne : circuit sans nom
room-unnamed-track = Circuit sans nom
game-edit = Modifier
game-edit-copy = Modifier une copie
game-line-show = Trajectoire optimale
game-line-hide = Masquer la trajectoire optimale
share-copying = Copie…
share-copied = Copié
share-copied-anonymous = Copié, signé « { $name } » : donne un nom à ta course pour la signer de ton nom
share-not-copied = Pas copié ({ $why }) : copie le lien sélectionné à la main
copy-no-clipboard = ce navigateur ne donne pas de presse-papiers à cette page
copy-not-allowed = le navigateur ne l’a pas permis
copy-failed = le presse-papiers a refusé
solver-watching = Tu regardes un solveur ({ $solver }). Ta partie attend, inchangée : Échap ou
solver-watching-touch = Tu regardes un solveur ({ $solver }). Ta partie attend, inchangée :
daily-today = Le défi du jour du { $date } : le même circuit pour tous les joueurs aujourd’hui. Partage ta course pour comparer.
daily-past = Le défi du jour du { $date } : tous les joueurs avaient ce circuit ce jour-là.
challenge-words = Bats les { $moves } coups de { $name } : sa course est le fantôme pâle sur le circuit.
moving-turn = Tour { $turn } (les éléments se répètent tous les { $cycle } tours).

## Mes circuits et les records

my-track-details = { $cols } × { $rows }, { $from }
my-track-numbered = { $name } ({ $n })
my-track-from-editor = depuis l’éditeur
my-track-generated = généré
my-track-from-file = ouvert depuis un fichier
my-track-pasted = collé
my-track-from-link = ouvert depuis un lien
my-track-opened = ouvert depuis un fichier, un collage ou un lien
my-track-delete = Supprimer { $name }
my-track-delete-ask = Supprimer « { $name } » de Mes circuits ?
my-track-deleted = { $name } supprimé de Mes circuits.
record-kept-rank = Gardé dans les records, numéro { $rank }.
record-kept-not-top = Gardé… mais pas parmi les 10 meilleurs.
record-saved-rank = Record gardé : numéro { $rank }.
record-saved-not-top = Record hors des 10 meilleurs.
record-not-kept = Le record n’a pas été gardé : { $why }.
# Pourquoi le nom d’un record n’a pas été gardé : sa course a quitté le tableau entre-temps.
record-gone = cette course n’est plus dans les records
# L’import d’un fichier de records (problem : les mots du moteur pour la première partie ignorée).
records-not-utf8 = { $name } : ce n’est pas un fichier de records (pas du texte UTF-8).
records-imported = { $name } : { $count ->
        [one] { $count } record importé
       *[other] { $count } records importés
    }.
records-skipped = {" "}{ $parts ->
        [one] { $parts } élément du fichier n’a pas pu être lu et a été ignoré
       *[other] { $parts } éléments du fichier n’ont pas pu être lus et ont été ignorés
    } : { $problem }.
records-file-too-large = { $name } : un fichier de records fait au plus { $most } octets.
# Des records gardés dans le navigateur qui n’ont pas pu être lus (key : là où ils sont gardés ;
# problem : les mots du moteur pour le premier).
records-set-aside = Certains records enregistrés n’ont pas pu être lus et ont été mis de côté (gardés dans le stockage sous { $key }) : { $problem }.

## L’écran du solveur

solver-speed = { $rate ->
        [one] { $shown } expansion/s
       *[other] { $shown } expansions/s
    }
solver-fastest = aussi vite que possible
duration-ms = { $ms } ms
duration-s = { $s } s
solver-back = Retour à ta partie. { $status }
solver-solved = { $solver } : { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
solver-no-solution = { $solver } : aucune solution
solver-gave-up = { $solver } : abandon (limite de recherche atteinte)
# A solver's name, as the page says it (the command line says dfs, bfs, astar…).
solver-name-dfs = Recherche en profondeur
solver-name-bfs = Recherche en largeur
solver-name-astar = A*
solver-name-greedy = Pilote glouton
solver-name-careful = Pilote prudent
solver-searching = recherche…
solver-paused = en pause
solver-held = Points de contrôle tenus à la dernière étape : { $digits }
solver-held-none = Aucun point de contrôle tenu à la dernière étape
solver-run = Lancer
solver-pause = Pause
solver-resume = Reprendre
solver-watching-note = Tu regardes un solveur : appuie sur Échap ou sur « Retour à ta partie » pour jouer.
solver-watching-note-touch = Tu regardes un solveur : touche « Retour à ta partie » pour jouer.
solver-about-dfs = recherche en profondeur : suit un chemin jusqu’au bout ; rarement un bon
solver-about-bfs = recherche en largeur : tous les parcours d’un coup, puis de deux… : le moins de coups
solver-about-astar = A* : le moins de coups, en cherchant d’abord vers l’arrivée
solver-about-greedy = pilote glouton : fonce vers ce qui semble le plus près ; rapide, pas le meilleur
solver-about-careful = pilote prudent : glouton, mais garde toujours de quoi freiner
# Under the solver's description until a solver has been watched on the track.
solver-assist-note = Regarder un solveur fait passer tes courses sur ce circuit en « avec aide » : elles sont classées avec les courses avec aide.

## Courses sur un seul appareil

race-over-retry = La course est finie : Recommencer pour une nouvelle course.
race-wait = Attends : c’est au tour de { $name }.
race-over-status = Course terminée · { $lines }
race-who = { $name } (voiture { $car })
race-ai-driving = { $who } pilote…
race-place = { $who } : place la voiture : { $how }.
race-to-move = { $who } joue · coups { $moves } · vitesse { $speed } · { $options ->
        [one] { $options } option
       *[other] { $options } options
    }
race-seconds-left = {" "}· { $seconds } s restantes
race-won-by = Course terminée : { $you ->
        [yes] tu gagnes
       *[no] { $name } gagne
    } en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }. Recommencer pour une nouvelle course.
# Two or more cars share the first place.
race-tie = Course terminée : égalité, { $names } en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } chacun. Recommencer pour une nouvelle course.
race-over-none = Course terminée. Recommencer pour une nouvelle course.
race-start = Commencer
race-new-run = Nouvelle course
race-opponents = Adversaires
race-players = Joueurs
race-quit-ask = Quitter cette course ? Elle s’arrête ici et le choix du mode revient.
race-quit = Quitter
race-keep = Continuer la course
race-restart-ask = Recommencer cette course depuis la ligne de départ ?
race-restart = Recommencer
race-clock = Temps { $seconds } s
race-clock-unplaced = { $seconds } s par coup une fois ta voiture placée
race-standing = { $place }. { $name } (voiture { $car }) · { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }{ $state }{ $to_move ->
        [yes] {" "}· à jouer
       *[no] {""}
    }
race-result = { $place }. { $name }, { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }{ $state }{ $note }
# Pourquoi une voiture IA est arrivée au-delà de l’optimum : de combien (over) et pour quelles
# raisons (parts, chacune jointe à la suivante par race-note-and).
race-note = {" "}(+{ $over } : { $parts })
race-note-held = { $moves ->
        [one] { $moves } coup perdu
       *[other] { $moves } coups perdus
    } à cause { $others ->
        [one] de l’autre voiture
       *[other] des autres voitures
    }
race-note-start = { $moves } à cause de son départ, le meilleur étant pris
race-note-slips = { $slips ->
        [one] { $slips } par sa propre erreur
       *[other] { $slips } par ses propres erreurs
    }
race-note-and = { $first } ; { $next }
car-placing = placement
car-running = en course
car-sitting-out = passe son tour
car-finished = arrivée
car-retired = abandon
# A car still in a race that is over: every other car left it (resigned or disqualified), or
# the race ran out of rounds before this car finished.
car-left-alone = les autres ont quitté la course
car-unfinished = course terminée avant l’arrivée
# Les mots fixes de la page hors du menu, en français : titres, boutons, étiquettes du balisage
# (index.html) et leurs title et aria-label, chaque élément nommant son message dans data-l10n.

## La page : le bandeau d’erreur et l’avis

page-dismiss =
    .aria-label = Masquer
page-toast-open = Ouvrir
page-toast-close =
    .aria-label = Fermer

## Comment jouer

help-section =
    .aria-label = Comment jouer
help-back = ← Niveaux
help-moves = Chaque coup garde la vitesse de la voiture et peut la modifier d’une unité dans chaque direction : les neuf possibilités sont le
help-main-point = point principal
help-moves-goal = (là où irait la voiture sans changement, marqué +) et ses huit voisins. Arrive sur un point d’arrivée (à damier), à n’importe quelle vitesse, en aussi peu de coups que possible sans toucher les murs ; en règles strictes et souples, passer dessus sans s’y arrêter ne compte pas. Une voiture qui n’a plus aucun coup permis s’est crashée : annule des coups et freine plus tôt.
help-rules-under = Avec les règles
help-rules-strict = strictes
help-rules-strict-more = (par défaut), tout le segment d’un coup doit rester sur la route et ne peut pas se faufiler entre deux murs qui se touchent par un coin ; les règles
help-rules-soft = souples
help-rules-soft-more = ne vérifient que l’endroit où la voiture arrive.
help-checkpoints-title = Points de contrôle et règles de Karopapier
help-checkpoints = Un circuit peut avoir des points de contrôle, les chiffres 1 à 9 : la course ne finit qu’une fois chaque chiffre pris, dans n’importe quel ordre. En règles strictes un coup prend ceux que son segment traverse, en règles souples celui où il se pose.
help-karopapier = En règles de Karopapier (celles du jeu en ligne de karopapier.de) une voiture ne reste jamais sur place ; un coup passe par les cases de la ligne de Karopapier et peut se glisser en diagonale entre deux murs ; il prend chaque point de contrôle qu’il traverse et, une fois tous pris, finit la course en passant sur une case d’arrivée, sans s’y arrêter. Une voiture sans coup légal a un accident : elle revient là où elle était quelques coups plus tôt (ZZZ, 2 par défaut), à vitesse 0, et repart ; l’accident est compté à part des coups.
help-medals-title = Étoiles et médailles
help-medals = Sur un niveau, l’optimum (le moins de coups possible) rapporte l’or et trois étoiles, une course à 10 % près de l’optimum l’argent et deux étoiles, à 25 % près le bronze et une étoile. Annuler un coup, l’entraîneur, la trajectoire optimale ou un solveur regardé font passer une course en « avec aide » ; sur la carte d’un niveau, la médaille d’un record avec aide est un anneau (○) au lieu d’un disque (●).
help-controls-title = Commandes
help-controls = Souris ou écran tactile : clique ou touche un cercle ; fais glisser pour regarder autour, pince ou tourne la molette pour zoomer ; quand la route devant sort de la vue, une flèche au bord du plateau montre où elle va. Clavier : les flèches déplacent la sélection et
help-key-enter = Entrée
help-controls-enter = la joue, ou les chiffres
help-controls-numpad = disposés comme sur un pavé numérique (
help-controls-keep = garde la vitesse) ;
help-key-backspace = Retour arrière
help-controls-undo = annule,
help-controls-and = et
help-controls-zoom = règlent le zoom,
help-key-esc = Échap
help-controls-esc = ferme la fenêtre de victoire ou d’accident, sinon ramène aux niveaux,
help-key-tab = Tab
help-controls-tab = passe d’une commande à l’autre.
help-terrain-title = Terrains et éléments mobiles
help-terrain = Le terrain compte selon le dernier coup de la voiture : la
help-terrain-ice = l’empêche de ralentir, la
help-terrain-dirt = la ralentit d’une unité sur chaque axe avant qu’elle accélère, et un
help-terrain-ramp = la projette plus loin à la même vitesse (la seule option est le point principal).
help-gates = Portes
help-gates-more = et
help-trains = trains
help-trains-more = avancent d’un pas à chaque tour : les portes s’ouvrent et se ferment, les trains roulent le long d’un rail ; un coup ne peut toucher aucun point qu’un élément occupe avant ou après lui (carrés pleins et en pointillés sur le circuit), si bien que le meilleur coup est parfois d’attendre : clique sur la voiture pour rester sur place.
help-files-title = Fichiers de circuit
help-files = Une ligne par rangée de points :
help-cell-wall = mur
help-files-ramp = tremplin ; portes et trains en lignes commençant par
help-files-after = après la grille. Colle un circuit sur la page des niveaux ou ouvre un fichier
help-files-end = {"."}
help-images-title = Circuits en image
help-images = Un circuit en image est un PNG : route blanche,
help-images-more = toute autre couleur est un mur. Choisis deux fichiers à la fois pour poser une image de décor sous une image logique (ou sous un fichier de circuit).
help-cli-title = La ligne de commande et les bots
help-cli = Le programme
help-cli-program = vérifie, résout, génère et redimensionne des circuits, et fait courir des bots : des programmes écrits dans n’importe quel langage qui lisent la course et répondent par leurs coups en lignes JSON.
help-cli-record = enregistre une course que cette page rejoue (ouvre-la sous
help-cli-readme = ). Le README du projet liste toutes les commandes.

## Le profil d’un joueur

profile-close = Fermer

## Courses en ligne

online-section =
    .aria-label = Courses en ligne
online-back = ← Niveaux
online-refresh = Actualiser
online-play-now = Jouer maintenant
online-pair-kind =
    .aria-label = Type de partie
online-pair-cancel = Annuler
online-you = Toi
online-name = Ton nom en ligne (1 à 24 caractères)
online-make-player = Créer mon joueur
online-race-as = Ton nom de pilote :
online-notify = Me prévenir quand c’est mon tour (notifications, même avec l’onglet fermé)
online-sound = Son (le carillon quand c’est ton tour, les coups, les crashs et les arrivées)
online-key-note = Ta clé de joueur est le secret qui fait que tu es toi sur ce serveur : copie-la pour jouer depuis un autre appareil, et garde-la pour toi.
online-copy-key = Copier ma clé de joueur
online-forget = M’oublier sur cet appareil
online-key-more = Ma clé de joueur
online-key-summary = Tu joues déjà sur un autre appareil ?
online-key-label = Colle la clé de joueur que tu y as copiée
online-use-key = Utiliser cette clé
online-new-game = Nouvelle partie
online-track = Circuit
online-seats = Places
online-move-time = Temps par coup
online-penalty = Pénalité de crash
online-penalty-turns = tours
online-penalty-back = coups en arrière (ZZZ)
online-turns-note = Karopapier : une voiture à la fois, dans un nouvel ordre tiré au sort à chaque tour ; le temps pour jouer est celui de chaque voiture. Une voiture qui se crashe recule d’autant de coups que le dit la pénalité, à vitesse nulle, et rejoue. Seule une voiture qui a déjà joué ce tour-ci gêne.
online-public = Dans le salon (tout le monde peut rejoindre)
online-spectator-chat = Les spectateurs peuvent discuter
online-night = Nuit : chacun ne voit que ce qu’éclairent ses phares
online-at-night = { $text }, de nuit
# Une partie classée, dans le salon et le titre de la partie.
online-rated-text = { $text } · classée
online-checkpoints = Points de contrôle : passer par chaque point numéroté avant l’arrivée (sans : les chiffres sont de la route)
online-honour-title =
    .title = Règles d’honneur : respectées par les joueurs, pas vérifiées par le serveur
race-honour-title =
    .title = Règles d’honneur : respectées par les joueurs, pas vérifiées par le jeu
online-start-direction = Premier coup
online-start-free = dans tous les sens
online-start-classic = loin de l’arrivée (classique)
online-start-formula1 = à travers l’arrivée (formule 1)
online-tactical-crashes = Accidents volontaires
online-crashes-free = au choix de chacun
online-crashes-allowed = permis
online-crashes-forbidden = interdits
online-rated-switch =
    .title = Le résultat modifie la cote de chaque joueur (Glicko-2), une seule fois, à la fin
online-rated = Classée (le résultat change ta cote)
online-create = Créer la partie
online-rounds-note = À chaque tour, toutes les voitures choisissent leur coup en même temps ; le tour se termine quand toutes ont choisi ou que le temps est écoulé (une voiture qui n’a pas choisi garde sa vitesse). En secondes, c’est une partie en direct ; en jours, une partie par correspondance que tu joues quand tu as un moment.
online-your-games = Tes parties
online-mine-empty = Les parties que tu crées ou que tu rejoins sont listées ici ; celles qui attendent ton coup sont signalées.
online-lobby = Salon
online-running = Parties en cours
online-panel =
    .aria-label = Partie en ligne
online-join = Prendre une place
online-room-name =
    .aria-label = Ton nom
    .placeholder = Ton nom
online-start = Lancer la partie
online-cancel = Annuler la partie
online-leave = Quitter la partie
online-resign = Abandonner
online-invite =
    .aria-label = Lien d’invitation
online-copy-invite = Copier le lien d’invitation
online-log =
    .aria-label = Ce qui s’est passé
online-chat = Discussion
online-chat-input =
    .aria-label = Message
online-chat-send = Envoyer
online-back-races = ← Courses en ligne

## La partie

game-section =
    .aria-label = Partie
game-back = ← Niveaux
    .title = Retour aux niveaux (Échap)
game-back-to-editor = ← Éditeur
    .title = Retour à l’éditeur (Échap)
game-back-to-room = ← Partie
    .title = Retour à la partie (Échap)
game-coach-switch =
    .title = L’entraîneur marque les options perdues d’avance et compte les coups que tu as perdus (une course qu’il aide est marquée « avec aide »)
game-coach = Entraîneur
game-settings-sheet =
    .aria-label = Réglages
game-rules-switch =
    .title = Strictes : aucun coup ne coupe un mur. Souples : seul compte l’endroit où la voiture s’arrête. Karopapier : les cases de la ligne tracée comme sur karopapier.de
game-rules = Règles
game-rules-strict = Strictes
game-rules-soft = Souples
game-rules-karopapier = Karopapier
game-night-switch =
    .title = La nuit de Karopapier : tu ne vois que les cases qu’éclairent tes phares
game-night = Nuit
game-distance-switch =
    .title = Colore chaque point de la route selon sa distance à l’arrivée
game-distance-map = Carte des distances
game-warn-switch =
    .title = Barre les options qui mènent forcément au crash, même sans l’entraîneur (activé jusqu’à ta première victoire)
game-crash-warning = Alerte de crash
game-sound-switch =
    .title = De courts sons pour les coups, les crashs et les arrivées
game-sound = Son
game-decor-switch =
    .title = L’image sous le circuit : un simple décor, c’est la grille qui décide
game-decor = Décor
game-another-random = Un autre circuit au hasard
game-edit-track =
    .title = Ouvrir ce circuit dans l’éditeur
game-share = Partager
game-done = Terminé
game-share-link =
    .aria-label = Lien de partage
game-daily-board = Le classement du jour
game-daily-calendar =
    .aria-label = Tes 14 derniers jours
game-watching-back = Retour à ta partie
game-zoom-out =
    .aria-label = Zoom arrière
    .title = Zoom arrière (−)
game-zoom-in =
    .aria-label = Zoom avant
    .title = Zoom avant (+)
game-record = Un record : numéro
game-record-name = sur ce circuit. Ton nom
game-record-keep = Enregistrer
game-undo = Annuler
game-retry = Recommencer
game-watch-replay = Voir la rediffusion
# The won run's replay: a ▶ in the win box's corner, named by these words.
game-watch-run =
    .aria-label = Revoir ta course
    .title = Revoir ta course
game-save-race = Enregistrer la course
game-world-send = Envoyer au classement mondial
game-world-board = Classement mondial
game-next-level = Niveau suivant
game-editor = Éditeur
game-close =
    .aria-label = Fermer
    .title = Fermer
game-legend =
    .aria-label = Couleurs des vitesses
game-undo-button = Annuler
    .title = Annuler (Retour arrière)
game-ice = Glace
game-ice-note = {"\u00A0"}: après l’avoir traversée, la voiture ne peut plus ralentir.
game-dirt = Terre
game-dirt-note = {"\u00A0"}: ralentit d’abord la voiture d’une unité sur chaque axe.
game-ramp = Tremplin
game-ramp-note = {"\u00A0"}: la voiture poursuit son vol à la même vitesse.
game-element = Porte ou train
game-element-now = là où l’élément se trouve maintenant,
game-element-next = là où il sera après ton coup : ton coup ne peut toucher ni l’un ni l’autre.
game-records = Records
game-records-name = nom
game-records-moves = coups
game-records-run = course
game-records-date = date
game-records-empty = Pas encore de record sur ce circuit : gagne pour en établir un.

## Courses contre les pilotes IA ou sur un seul écran

race-standings-list =
    .aria-label = Classement
race-controls-restart = Recommencer
race-controls-quit = Quitter la course
race-mode = Mode
race-mode-solo = Solo
race-mode-ghost = Fantôme
race-mode-blitz = Blitz
race-mode-ai = Contre l’IA
race-mode-hotseat = À tour de rôle
race-mode-simultaneous = Course simultanée
race-zzz-field =
    .title = Le ZZZ de Karopapier : une voiture crashée recule d’autant de coups
race-zzz = ZZZ
race-blitz-seconds = Secondes par tour
race-car-2 = Voiture 2 : niveau de l’IA
race-car-3 = Voiture 3 : niveau de l’IA
race-car-4 = Voiture 4 : niveau de l’IA
race-level-novice = Débutant
race-level-club = Club
race-level-pro = Pro
race-level-perfect = Parfait
race-player-1 = Joueur 1
race-player-1-field =
    .placeholder = Joueur 1
race-player-2 = Joueur 2
race-player-2-field =
    .placeholder = Joueur 2
race-player-3 = Joueur 3
race-player-3-field =
    .placeholder = Joueur 3
race-player-4 = Joueur 4
race-player-4-field =
    .placeholder = Joueur 4
race-standings = Classement

## La rediffusion d’une course

replay-panel =
    .aria-label = Rediffusion de la course
replay-title = Rediffusion de la course
replay-play =
    .title = Lecture ou pause (Espace)
replay-tempo = Vitesse
replay-cars = Voitures
replay-events = Événements
replay-share = Copier le lien

## Les solveurs

solver-section =
    .aria-label = Solveurs
solver-title = Regarder un solveur
solver-select =
    .aria-label = Solveur
solver-step = Étape
    .title = Une expansion : la configuration développée est entourée, ses successeurs sont tracés en gras
solver-instant = Résoudre tout de suite
solver-back-game = Retour à la partie
solver-tempo = Vitesse
solver-expanded = développés
solver-frontier = frontière
solver-compute = calcul
solver-elapsed = écoulé
solver-legend-heat = points atteints : pâles une fois, rouges souvent
solver-legend-explore = segments tout juste explorés
solver-legend-step = Étape : la configuration développée
solver-legend-path = la solution, colorée selon la vitesse
solver-legend-closest = aucune solution : le point atteint le plus proche

## Le classement mondial

board-back = ← Niveaux
board-play = Jouer ce circuit
board-clean = Courses sans aide
board-clean-note = Courses sans aide affichée : ni trajectoire optimale, ni solveur regardé sur le circuit.
board-assisted = Courses avec aide

## L’éditeur de circuits

editor-section =
    .aria-label = Éditeur de circuits
editor-back = ← Niveaux
    .title = Retour aux niveaux (Échap) ; le brouillon est gardé
editor-name =
    .aria-label = Nom du circuit
editor-undo = Annuler
    .title = Annuler (Ctrl+Z)
editor-redo = Rétablir
    .title = Rétablir (Ctrl+Maj+Z)
editor-test-drive = Essayer
    .title = Jouer le brouillon maintenant ; Échap ramène ici
editor-test-drive-title = Essai : { $name }
editor-save = Enregistrer
    .title = Télécharger le fichier du circuit
editor-tools =
    .aria-label = Outils
editor-paint =
    .aria-label = Peindre
editor-tool-road =
    .title = Route (R)
editor-road = Route
editor-tool-wall =
    .title = Mur (W)
editor-wall = Mur
editor-tool-start =
    .title = Départ (S)
editor-start = Départ
editor-tool-finish =
    .title = Arrivée (F)
editor-finish = Arrivée
editor-terrain =
    .aria-label = Terrain
editor-tool-ice =
    .title = Glace : une voiture dessus ne peut pas ralentir (I)
editor-tool-dirt =
    .title = Terre : ralentit une voiture d’une unité sur chaque axe (D)
editor-tool-ramp =
    .title = Tremplin : une voiture dessus garde sa vitesse (A)
editor-shape =
    .aria-label = Forme
editor-tool-pen = Crayon
    .title = Crayon : peint pendant que tu fais glisser (P)
editor-tool-line = Ligne
    .title = Ligne droite (L)
editor-tool-rect = Rectangle
    .title = Rectangle plein (X)
editor-tool-fill = Remplir
    .title = Remplissage de zone (G)
editor-tool-pan = Déplacer
    .title = Déplacer la vue (H, ou les flèches)
editor-tool-gate =
    .title = Porte : fais glisser sur la route ; elle se ferme et s’ouvre en cycle (O)
editor-gate = Porte
editor-tool-train =
    .title = Train : fais glisser le long de la route pour poser son rail (T)
editor-train = Train
editor-more = Plus
editor-more-paints =
    .title = Les points de contrôle, et les terrains hors piste que dessine Karopapier
# Le choix affiché tant qu’aucun n’est fait : ce que la liste contient (un test de jeu n’y lisait qu’un tiret).
editor-more-none = points de contrôle, terrains…
editor-checkpoints =
    .label = Point de contrôle
editor-checkpoint-1 = Point de contrôle 1
editor-checkpoint-2 = Point de contrôle 2
editor-checkpoint-3 = Point de contrôle 3
editor-checkpoint-4 = Point de contrôle 4
editor-checkpoint-5 = Point de contrôle 5
editor-checkpoint-6 = Point de contrôle 6
editor-checkpoint-7 = Point de contrôle 7
editor-checkpoint-8 = Point de contrôle 8
editor-checkpoint-9 = Point de contrôle 9
editor-grounds =
    .label = Hors piste
ground-parc-ferme = Parc fermé
ground-sand = Sable
ground-mud = Boue
ground-gold = Or
ground-lava = Lave
ground-snow = Neige
ground-tar = Goudron
ground-mountain = Montagne
ground-water = Eau
editor-brush = Pinceau
editor-brush-size =
    .title = Taille du pinceau ([ et ])
editor-zoom-group =
    .aria-label = Zoom
editor-zoom-out =
    .title = Zoom arrière (-)
    .aria-label = Zoom arrière
editor-zoom-in =
    .title = Zoom avant (+, ou la molette)
    .aria-label = Zoom avant
editor-zoom-fit = Ajuster
    .title = Tout le circuit (0)
editor-side =
    .aria-label = Circuit
editor-size = Taille
editor-resize =
    .aria-label = Rangées et colonnes
editor-side-top = Haut
editor-grow-top =
    .aria-label = Ajouter une rangée en haut
editor-shrink-top =
    .aria-label = Retirer la rangée du haut
editor-side-bottom = Bas
editor-grow-bottom =
    .aria-label = Ajouter une rangée en bas
editor-shrink-bottom =
    .aria-label = Retirer la rangée du bas
editor-side-left = Gauche
editor-grow-left =
    .aria-label = Ajouter une colonne à gauche
editor-shrink-left =
    .aria-label = Retirer la colonne de gauche
editor-side-right = Droite
editor-grow-right =
    .aria-label = Ajouter une colonne à droite
editor-shrink-right =
    .aria-label = Retirer la colonne de droite
editor-tidy = Nettoyer
    .title = Recadrer autour du circuit avec une marge de mur, et murer la route qu’aucune voiture ne peut utiliser
editor-new-track = Nouveau circuit
editor-columns = Colonnes
editor-rows = Rangées
editor-create = Créer
editor-open-track = Ouvrir un circuit
editor-open-file = Fichier de circuit ou image
editor-paste-label = …ou colles-en un, le texte d’un circuit ou un mapcode de Karopapier :
editor-paste-open = Modifier le circuit collé
editor-image-pitch = Pas de l’image
editor-pixels = Pixels par point
editor-pixels-field =
    .aria-label = Pixels par point
editor-elements-the = L’outil
editor-elements-gate = transforme en porte la route sous le rectangle que tu traces, l’outil
editor-elements-train = pose un rail là où tu fais glisser le long de la route. Chaque élément occupe une ligne ci-dessous : modifie-y ses nombres (
editor-elements-cycle = {"\u00A0"}: fermée aux tours 0 à 4 de chaque cycle de 10 ;
editor-element-lines = Lignes des éléments
editor-show-turn = Afficher le tour
editor-decor-note = Une image sous la grille, pour le décor seulement : c’est la grille qui décide de ce qui est route.
editor-decor-image = Image de décor
editor-decor-remove = Retirer
editor-keys = Touches
editor-keys-road = route,
editor-keys-wall = mur,
editor-keys-start = départ,
editor-keys-finish = arrivée ;
editor-keys-pen = crayon,
editor-keys-ice = glace,
editor-keys-dirt = terre,
editor-keys-ramp = tremplin ;
editor-keys-line = ligne,
editor-keys-rect = rectangle,
editor-keys-fill = remplissage,
editor-keys-pan = déplacer la vue ;
editor-keys-gate = porte,
editor-keys-train = train ;
editor-keys-brush = pinceau ;
editor-keys-zoom = zoom, les flèches déplacent la vue ;
editor-key-ctrl = Ctrl
editor-keys-undo = annuler,
editor-key-shift = Maj
editor-keys-redo = rétablir ;
editor-keys-back = retour aux niveaux.

## Adresses

nav-nowhere = L’adresse { $address } ne mène nulle part : voici le menu.
nav-record-closed = L’enregistrement de la course n’est plus ouvert : rouvre son fichier pour la regarder.
nav-draft-not-drivable = Le brouillon ne peut pas encore être piloté : { $why }.
nav-draft-unfinished = Le brouillon ne peut pas encore être piloté. { $problems }
nav-no-track = Pas de circuit pour { $what } : { $why }.
nav-bad-link = Ce lien ne peut pas être ouvert : { $why }.
nav-no-date = La date du jour n’est pas connue : ouvre le défi d’un jour par sa date (#/daily/AAAA-MM-JJ).
nav-editor = Éditeur de circuits.
nav-menu = Menu des niveaux.

## La caméra du plateau, la légende des vitesses et le menu des solveurs

camera-whole = Tout le circuit
camera-follow-car = Suivre la voiture
camera-follow-cars = Suivre les voitures
camera-full-screen = Plein écran
camera-full-screen-exit = Quitter le plein écran
legend-speed-zero = vitesse 0
legend-speed = vitesse { $speed }
solver-option-dfs = En profondeur
    .title = recherche en profondeur : trouve un chemin, rarement un bon
solver-option-bfs = En largeur (optimal)
    .title = recherche en largeur : optimale, explore tout ce qui est plus proche
solver-option-astar = A* (optimal)
    .title = A* avec la carte des distances et des heuristiques par axe : optimal, ciblé
solver-option-greedy = Pilote glouton
    .title = pilote glouton : fonce vers ce qui semble le plus proche sur la carte des distances
solver-option-careful = Pilote prudent
    .title = pilote prudent : glouton, mais garde une distance d’arrêt sûre

## La salle d’une partie en ligne

room-asking = Demande de la partie au serveur…
room-heading = { $title } : règles { $rules }, { $time } par coup
room-bot = { $name } (bot)
# One of the server's own bots, by its skill ($skill: novice, club, pro, perfect).
room-house-bot = { $skill ->
        [novice] Bot débutant
        [club] Bot club
        [pro] Bot pro
       *[perfect] Bot parfait
    }
room-bot-skill = Niveau du bot
room-add-bot = Ajouter un bot
# Qui a dit une ligne du chat, devant elle.
room-chat-said-by = { $name } :
room-connected = connecté
room-not-connected = non connecté
# Une revanche (la partie qui suit une partie finie), dans le titre de la partie.
room-rematch-text = { $text } · revanche
room-rematch = Revanche
room-rematch-join = Rejoindre la revanche
room-rematch-go = Aller à la revanche
room-cancel-ask = Annuler cette partie ? Elle disparaît pour tout le monde et l’invitation ne marche plus.
room-cancel-yes = Annuler la partie
room-cancel-no = La garder
room-leave-ask = Quitter cette partie ? Ta place se libère pour quelqu’un d’autre.
room-leave-yes = Quitter la partie
room-leave-no = Rester
room-resign-ask = Abandonner ? Ta voiture quitte la course et se classe après toutes celles qui n’ont pas abandonné.
room-resign-yes = Abandonner
room-reconnecting = Reconnexion à la partie…
room-moves = { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
room-seat-said = { "\u00A0" }: { $words }
room-seat-waiting = attend le départ
room-seat-finished = arrivée en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
room-seat-out = hors course
room-seat-sitting-out = passe son tour après un crash
room-seat-chosen = a choisi
room-seat-choosing = choisit…
room-open-rematch-creator = Ta revanche attend : { $taken ->
        [one] { $taken } place prise
       *[other] { $taken } places prises
    } sur{ "\u00A0" }{ $seats }. Les joueurs de la dernière partie sont invités (leur partie finie leur propose de la rejoindre) ; lance-la quand ils sont là, ou ajoute un bot.
room-open-invited = Tu es invité à cette revanche : prends une place pour courir.
room-open-creator = En attente de joueurs : { $taken ->
        [one] { $taken } place prise
       *[other] { $taken } places prises
    } sur{ "\u00A0" }{ $seats }. { $seats ->
        [2] Envoie le lien d’invitation ou ajoute un bot : la course commence dès que la deuxième place est prise.
       *[other] Envoie le lien d’invitation ou ajoute un bot ; lance la partie quand tu veux (2 joueurs au moins) ou quand toutes les places sont prises.
    }
room-open-seated = Tu as une place. La partie commence quand { $missing ->
        [one] { $missing } joueur de plus arrive
       *[other] { $missing } joueurs de plus arrivent
    } ou quand son créateur la lance.
room-open-invite-only = Tu regardes cette partie : une place demande son lien d’invitation.
room-open-take-seat = Prends une place pour courir dans cette partie.
room-open-type-name = Tape un nom pour prendre une place : il crée ton joueur en ligne. Tu peux regarder en attendant.
room-watching = Tour { $round } : tu regardes.
room-move-sent = Coup envoyé : on attend les autres.
room-chosen = Tu as choisi : on attend les autres.
room-place = Tour { $round } : place ta voiture sur un point de départ.
room-choose-touch = Tour { $round } : choisis ton coup (touche un cercle).
room-choose-mouse = Tour { $round } : choisis ton coup (clique sur un cercle).
room-your-car = Tour { $round }, ta voiture : { $seat }.
room-over = { $result }.{ $rating }
room-over-rematch = { $result }.{ $rating } Une revanche t’attend : appuie sur « { room-rematch-join } ».
room-over-rematch-seated = { $result }.{ $rating } Tu as une place dans la revanche : appuie sur « { room-rematch-go } ».
room-result-out = Tu es hors course : { NUMBER($place, type: "ordinal") ->
        [one] { $place }re place
       *[other] { $place }e
    } sur { $cars }
room-result-shared = Tu partages la 1re place sur { $cars }
room-result-won = Tu as gagné
room-result-won-alone = Tu as gagné : les autres ont quitté la course
room-result-place = Tu termines à la { NUMBER($place, type: "ordinal") ->
        [one] { $place }re
       *[other] { $place }e
    } place sur { $cars }
room-result-over = La course est terminée
room-result-winner = { $name } a gagné
room-result-winners = { $names } partagent la 1re place
room-names-and = { $first } et { $next }
# Les remarques de la salle sur ce qu’est devenue la partie.
room-no-answer = Pas de réponse du serveur : vérifie la connexion ; la page réessaie.
room-no-game = Il n’y a pas de partie { $id } sur ce serveur.
room-cancelled = Tu as annulé la partie : elle n’existe plus.
room-creator-cancelled = Son créateur a annulé cette partie : elle n’existe plus.
room-left = Tu as quitté la partie : ta place est de nouveau libre.
room-resigned = Tu as abandonné : ta voiture est hors course.
room-invite-copied = Lien d’invitation copié : envoie-le aux joueurs.
room-player-first = Crée d’abord ton joueur en ligne, sur la page Courses en ligne : un nom suffit.
# L’enregistrement d’une partie en ligne, nommé par ses joueurs après le « Rediffusion de » de title-replay.
room-record-name = la course { $players }

## Durées

time-seconds = { $n ->
        [one] { $n } seconde
       *[other] { $n } secondes
    }
time-minutes = { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    }
time-hours = { $n ->
        [one] { $n } heure
       *[other] { $n } heures
    }
time-days = { $n ->
        [one] { $n } jour
       *[other] { $n } jours
    }
time-clock-hours = { $h } h { $m } min
time-clock-days = { $d ->
        [one] { $d } jour
       *[other] { $d } jours
    } { $h } h

## Les listes de l’accueil en ligne et la barre de la salle

lobby-seats = { $taken ->
        [one] { $taken } place prise
       *[other] { $taken } places prises
    } sur{ "\u00A0" }{ $seats }
lobby-your-move = Tour { $round } : à toi de jouer
lobby-round = Tour { $round }
lobby-won = Gagné : 1re place sur { $cars }
lobby-place = { NUMBER($place, type: "ordinal") ->
        [one] { $place }re place
       *[other] { $place }e
    } sur { $cars }
lobby-over = Terminée
lobby-detail = { $title }règles { $rules } · { $time } par coup · { $cols } × { $rows }
lobby-play = Jouer
lobby-open = Ouvrir la partie
lobby-watch = Regarder
lobby-empty = Aucune partie publique n’attend de joueurs : crées-en une ou envoie une invitation.
lobby-running-empty = Aucune partie publique n’est en cours.
lobby-more-games = Voir plus de tes parties
online-key-show = Montrer ma clé de joueur
online-key-hide = Cacher ma clé de joueur
bar-waiting = En attente du départ : { $taken ->
        [one] { $taken } place prise
       *[other] { $taken } places prises
    } sur{ "\u00A0" }{ $seats }
bar-running = { $clock }Tour { $round } : { $whose }
bar-your-move = à toi de jouer
bar-your-start = choisis ton point de départ
bar-lost-start = départ perdu : choisis-en un autre
bar-chosen-waiting = tu as choisi : on attend { $others }
bar-sitting-out = tu passes ce tour
bar-resolves = le tour se résout
bar-to-choose = { $others } { $count ->
        [one] doit
       *[other] doivent
    } choisir
car-waiting = en attente

## Les refus du serveur, selon leur code

refusal-malformed = Le serveur n’a pas compris la demande.
refusal-unauthorized = Le serveur ne connaît pas ta clé de joueur.
refusal-not-found = Le serveur n’a pas cette partie, ce joueur ou ce classement.
refusal-method-not-allowed = Le serveur n’accepte pas cette demande ici.
refusal-request-timeout = La demande a mis trop de temps à arriver : réessaie.
refusal-too-large = C’est trop gros pour le serveur.
refusal-too-many-requests = Trop de demandes : attends un instant, puis réessaie.
refusal-too-many-connections = Trop de connexions depuis cette adresse : ferme quelques onglets, puis réessaie.
refusal-too-many-streams = Trop de parties en direct ouvertes : ferme quelques onglets, puis réessaie.
refusal-unavailable = Le serveur ne peut pas répondre maintenant : réessaie dans un instant.
refusal-bad-name = Ce nom ne peut pas être utilisé : de 1 à 20 lettres, chiffres ou signes, sans caractère de contrôle.
refusal-name-taken = Un autre joueur a ce nom (ou un nom qui lui ressemble) : choisis-en un autre.
refusal-bad-title = Ce titre ne peut pas être utilisé : trop long ou avec des caractères de contrôle.
refusal-bad-track = Le serveur ne peut pas lire ce circuit.
refusal-track-too-large = Ce circuit est trop grand pour le serveur.
refusal-bad-rules = Le serveur n’accepte que les règles strictes ou souples.
refusal-bad-seats = Ce nombre de places n’est pas permis.
refusal-too-few-starts = Le circuit a moins de points de départ que la partie n’a de places.
refusal-bad-move-time = Ce temps par coup n’est pas permis.
refusal-bad-penalty = Cette pénalité de crash n’est pas permise.
refusal-bad-game = Le serveur ne peut pas lancer une partie comme celle-là.
refusal-bad-kind = La file d’appariement n’accepte pas ce genre de partie.
refusal-bad-chat = Ce message ne peut pas être envoyé : vide, trop long ou avec des caractères de contrôle.
refusal-bad-subscription = L’abonnement aux notifications de ce navigateur n’est pas utilisable par le serveur.
refusal-illegal-move = Les règles n’autorisent pas ce coup.
refusal-illegal-run = Les règles n’autorisent pas cette course.
refusal-unfinished-run = Cette course ne se termine pas sur un point d’arrivée.
refusal-run-too-long = Cette course a trop de coups pour le serveur.
refusal-too-many-games = Tu es déjà dans autant de parties en cours qu’un joueur peut l’être.
refusal-too-many-players = Le serveur a déjà autant de joueurs qu’il en accepte : réessaie plus tard.
refusal-not-open = Les places de la partie sont prises, ou elle a commencé.
refusal-too-few-players = Une partie a besoin d’au moins deux joueurs pour commencer.
refusal-broken = Cette partie ne peut plus être jouée.
refusal-not-running = La partie n’est pas en cours.
refusal-out-of-race = Ta voiture est hors course.
refusal-not-over = La partie n’est pas encore terminée.
refusal-round-over = Ce tour est déjà terminé.
refusal-wrong-round = Ce coup était pour un autre tour.
refusal-already-chosen = Tu as déjà choisi ton coup pour ce tour.
refusal-not-your-turn = Ce n’est pas au tour de ta voiture.
refusal-bad-invite = Ce lien d’invitation n’est pas celui de cette partie.
refusal-not-creator = Seul le créateur de la partie peut faire cela.
refusal-creator-leaves = Le créateur ne peut pas quitter une partie ouverte : annule-la plutôt.
refusal-not-a-player = Tu n’as pas de place dans cette partie.
refusal-board-conflict = Ce classement appartient à un autre circuit ou à d’autres règles.
refusal-not-yet = Le serveur ne peut pas encore répondre à cela : réessaie dans un instant.
refusal-bad-description = Cette description ne peut pas être utilisée : plus de 500 caractères, ou des caractères de contrôle.
refusal-bad-reason = Dis pourquoi en 1 à 500 caractères, sans caractères de contrôle.
refusal-bad-stars = Un vote, c’est de 1 à 5 étoiles.
refusal-unsolvable = Aucune voiture ne peut atteindre l’arrivée de ce circuit avec ses règles : il ne peut pas être publié.
refusal-duplicate = Ce circuit est déjà publié, avec les mêmes règles.
# Under the refusal of a track published already: a link to the published copy.
publish-open-existing = Ouvrir le circuit publié
# In the Publish and tournament forms without an online player: a link to the screen that makes one.
make-player-link = Créer mon joueur en ligne
# Why a stored or fetched JSON text does not read ($line, $column: where, from 1).
json-syntax = JSON non valide à la ligne { $line }, colonne { $column }
json-data = une valeur manquante ou du mauvais type à la ligne { $line }, colonne { $column }
json-eof = le texte s’arrête avant sa fin
json-io = le texte n’a pas pu être lu
refusal-too-many-tracks = Tu as publié autant de circuits qu’un joueur le peut en un jour : réessaie demain.
refusal-own-track = Tu ne peux pas voter pour ton propre circuit.
refusal-reported = Tu as déjà signalé ce circuit.
refusal-not-author = Seul l’auteur du circuit peut faire cela.
refusal-bad-tournament = Les réglages du tournoi ne sont pas valables.
refusal-too-many-tournaments = Tu as créé autant de tournois qu’un joueur le peut en un jour : réessaie demain.
refusal-joining-closed = Les inscriptions à ce tournoi sont closes.
refusal-tournament-full = Toutes les places de ce tournoi sont prises.
refusal-not-entered = Tu n’es pas inscrit à ce tournoi.
refusal-other = Le serveur a répondu { $status }.

## La rediffusion

replay-driver-person = une personne
replay-driver-builtin = l’IA du jeu
replay-driver-ai = l’IA { $skill ->
        [novice] novice
        [club] club
        [pro] pro
       *[perfect] parfaite
    } du jeu
replay-driver-bot = bot { $bot }
replay-not-placed = pas placée
point-at = ligne { $row }, colonne { $col }
replay-car-details = {" "}({ $driver }) : { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, { $at }
replay-car-details-yours = {" "}: { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, { $at }
replay-event = { $step ->
        [turn] Tour
       *[round] Tour
    } { $number } : { $text }
replay-pending = Affiché à l’arrivée, { $step ->
        [turn] tour
       *[round] tour
    } { $rounds }.
replay-standing = { $place }. { $name } : { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, { $state }
replay-position = { $step ->
        [turn] Tour
       *[round] Tour
    } { $number } sur { $rounds }
replay-step-word = { $step ->
        [turn] Tour
       *[round] Tour
    }
replay-playing-play = Lecture
replay-playing-pause = Pause
replay-back = { $step ->
        [turn] Un tour
       *[round] Un tour
    } en arrière (←)
replay-forward = { $step ->
        [turn] Un tour
       *[round] Un tour
    } en avant (→)
replay-back-label = { $step ->
        [turn] Un tour
       *[round] Un tour
    } en arrière
replay-forward-label = { $step ->
        [turn] Un tour
       *[round] Un tour
    } en avant
replay-speed = { $n } { $step ->
        [turn] { $n ->
            [one] tour
           *[other] tours
        }
       *[round] { $n ->
            [one] tour
           *[other] tours
        }
    }/s
replay-time-ran-out = { $you ->
        [yes] Ton temps est écoulé
       *[no] Le temps de { $who } est écoulé
    } : la voiture a joué son point principal, ou s’est crashée
replay-no-answer = { $who } n’a donné aucune réponse utilisable : { $why }
replay-why-ok = aucune n’était nécessaire
replay-why-late = elle est arrivée trop tard
replay-why-malformed = ce n’était pas une réponse
replay-why-illegal = ce n’était pas une des options de la voiture
replay-why-exited = le programme du bot s’était arrêté
replay-why-out-of-time = son temps pour la course était épuisé
replay-why-resigned = il a abandonné
replay-disqualified = { $you ->
        [yes] Tu es disqualifié
       *[no] { $who } est disqualifié
    }
replay-resigned = { $you ->
        [yes] Tu abandonnes
       *[no] { $who } abandonne
    }
replay-started = { $you ->
        [yes] Tu pars
       *[no] { $who } part
    } de { $at }
replay-refused = { $who } n’a pas pu aller en { $at } : une voiture y est arrivée avant
replay-honour = Règles d’honneur, tenues par les joueurs, non vérifiées : { $start ->
        [classic] le premier coup s’éloigne de la ligne d’arrivée
        [formula1] chacun franchit d’abord la ligne d’arrivée
       *[free] premier coup libre
    } ; { $crashes ->
        [forbidden] aucun crash volontaire
        [allowed] crashs volontaires permis
       *[free] crashs volontaires au choix de chacun
    }.
replay-crashed = { $you ->
        [yes] Tu te crashes
       *[no] { $who } se crashe
    } en { $at } et { $you ->
        [yes] passes
       *[no] passe
    } { $penalty ->
        [one] { $penalty } tour
       *[other] { $penalty } tours
    }
replay-crashed-back = { $you ->
        [yes] Tu te crashes et recules
       *[no] { $who } se crashe et recule
    } de { $penalty ->
        [one] { $penalty } coup
       *[other] { $penalty } coups
    }, en { $at }
replay-finished = { $you ->
        [yes] Tu arrives
       *[no] { $who } arrive
    } en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
replay-retired = { $you ->
        [yes] Tu quittes
       *[no] { $who } quitte
    } la course
replay-over = La course est terminée
# L’ouverture d’un enregistrement de course (name : le nom d’un fichier, ou replay-from-link, dit
# après le « Rediffusion de » de title-replay ; title : title-replay).
replay-opened = { $title } : lecture de l’enregistrement.
# A solo run's replay ("Replay of your run on Hairpin"), and why it cannot be made.
replay-solo-name = ta course sur { $title }
replay-solo-failed = Cette course ne peut pas être rediffusée : { $why }
replay-from-link = ce lien
replay-link-unreadable = Le lien de la course est illisible : { $why }.
replay-file-too-large = { $name } fait { $size } Mio : un enregistrement de course fait au plus { $most } Mio.
replay-too-long = Trop long pour un lien : partage plutôt le fichier de l’enregistrement.
replay-not-copied = Pas copié ({ $why })
# Une course de démonstration des pilotes IA sur un niveau (demo-name est dit après le
# « Rediffusion de » de title-replay).
demo-name = la course de démonstration sur { $title }
demo-failed = Pas de course de démonstration sur { $title } : { $why }

## L’éditeur de circuits

editor-not-a-track = Pas encore un circuit. { $problems }
editor-solvable = Faisable avec les règles strictes : la meilleure course prend { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.
editor-solvable-soft = Faisable avec les règles souples : la meilleure course prend { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.
editor-solvable-karopapier = Faisable avec les règles de Karopapier : la meilleure course prend { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.
editor-unsolvable-closest = Infaisable : aucune voiture ne peut atteindre l’arrivée. Le plus près qu’une voiture arrive est ligne { $row }, colonne { $col } (entouré).
editor-unsolvable = Infaisable : aucune voiture ne peut quitter le départ.
editor-too-large = Trop grand pour être vérifié jusqu’au bout : fais un essai pour voir.
editor-checking = Vérification…
editor-show-decor = Afficher { $name }
editor-time = Tour { $turn } d’un cycle de { $cycle } tours
editor-no-elements = Pas encore d’éléments mobiles
editor-gate-line = Porte sur { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
editor-train-line = Train sur un rail de { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
editor-not-element = Une ligne qui n’est pas un élément
editor-nothing-undo = Rien à annuler.
editor-nothing-redo = Rien à rétablir.
editor-tidy-first = Le rangement demande d’abord un départ et une arrivée. { $problem }
editor-new-name = Mon circuit
editor-new = Un nouveau circuit de { $cols } × { $rows }, tout en mur : peins la route. Annuler ramène le précédent.
editor-size-numbers = Les lignes et les colonnes doivent être des nombres entiers.
editor-saved = Enregistré comme fichier de circuit.
editor-saved-unfinished = Enregistré, inachevé : { $problem }
editor-no-link = Pas de lien pour ce circuit : { $why }.
editor-no-link-yet = Pas encore de lien : { $why }.
editor-link-copied = Lien copié.
editor-link-not-copied = Le lien n’a pas pu être copié : il est sélectionné, copie-le à la main.
editor-copy-of = Tu modifies une copie de { $title }. Annuler (Ctrl+Z) ramène ton brouillon précédent.
editor-cannot-edit = { $title } ne peut pas être modifié : { $why }.
# Le brouillon gardé dans le navigateur (why : ce qui n’allait pas dans ce que le navigateur gardait).
editor-draft-set-aside = Ton brouillon enregistré n’a pas pu être lu ({ $why }) ; il a été mis de côté et l’éditeur repart de zéro.
editor-decor-not-read = Le décor du brouillon n’a pas pu être lu ({ $why }) ; le brouillon s’ouvre sans lui.
editor-decor-too-large = { $name } est trop grand pour être gardé avec le brouillon (plus de 1024 × 1024 pixels) : après un rechargement, le brouillon revient sans lui.
# Pourquoi le brouillon ou son décor n’ont pas pu être relus (why : les mots du lecteur JSON).
editor-draft-not-draft = ce n’est pas un brouillon enregistré : { $why }
editor-draft-version = ce n’est pas un brouillon de version 1
editor-decor-not-decor = ce n’est pas un décor enregistré : { $why }
editor-decor-version = ce n’est pas un décor de version 1
editor-decor-empty = l’image est vide
editor-decor-too-big = il est plus grand qu’un décor gardé ne peut l’être
editor-decor-not-base64 = ses pixels ne sont pas en base64url
editor-decor-damaged = ses pixels sont abîmés
editor-decor-unfilled = ses pixels ne remplissent pas l’image
# Les portes et les trains posés avec les outils de l’éditeur, et leurs lignes.
editor-rail-on-road = Un rail se pose sur la route : appuie sur un point de route et fais glisser le long de la route.
editor-rail-too-short = Un rail demande au moins deux points de route : fais glisser le long de la route.
editor-train-added = Train ajouté sur un rail de { $points } points ({ $loop ->
        [yes] une boucle
       *[no] il fait la navette d’un bout à l’autre
    }). Change sa longueur, sa vitesse ou sa phase dans sa ligne.
editor-gate-on-road = Une porte se pose sur la route : fais glisser sur des points de route.
editor-gate-added = Porte ajoutée sur { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (fermée aux tours 0 à 4 de chaque cycle de 10) : change son cycle et ses tours de fermeture dans sa ligne.
editor-elements-too-long = Ces lignes d’éléments sont beaucoup trop longues.
editor-no-such-element = Il n’y a pas d’élément { $number }.

## L’ouverture de fichiers et de circuits en image

# Un fichier choisi ou déposé (why : les mots du navigateur).
files-choose-one = Choisis un seul fichier.
files-not-read = { $name } n’a pas pu être lu : { $why }
files-not-text-record = { $name } n’est pas un fichier texte : ce n’est pas un enregistrement de course.
picture-undecodable = { $name } : l’image n’a pas pu être décodée, c’est un PNG abîmé ou tronqué (le navigateur dit : { $why })
picture-none = aucune image
# Les circuits en image ouverts dans l’éditeur, et le pas de leur grille (why : les mots du moteur).
import-too-many-images = Choisis une image, ou deux (une image logique et un décor), pas { $count }.
import-one-decor = Choisis une seule image de décor.
import-image-too-large = { $name } : le fichier dépasse { $mb } Mo, trop gros pour un circuit en image.
import-neither = { $name } : ni une image PNG ni un fichier de circuit
import-two-tracks = Deux fichiers de circuit : choisis-en un, avec une image de décor si tu veux.
import-no-image = Aucune image à ouvrir.
import-untitled = Circuit en image
import-pitch = { $cell } px par point : { $cols } × { $rows } points (détecté : { $auto } px)
import-pitch-failed = { $cell } px par point : { $why }
import-opened-image = { $name } ouvert : { $pitch }. Change le pas si la grille semble fausse. Annuler ramène ton brouillon précédent.
import-opened = { $name } ouvert. Annuler ramène ton brouillon précédent.
import-opened-karopapier = { $name } ouvert avec les règles de Karopapier. Annuler ramène ton brouillon précédent.
import-decor = Décor : { $name }.
import-decor-stretched = Décor : { $name } ({ $width } × { $height } px) n’a pas la forme du circuit ({ $cols } × { $rows }) : il est étiré pour s’y ajuster.

## Les remarques de l’accueil en ligne et les notifications

online-key-copied = Clé de joueur copiée : colle-la sur ton autre appareil.
online-clipboard-refused = Le presse-papiers a refusé : sélectionne le texte et copie-le à la main.
online-game-with = la partie avec { $players }
online-your-move-in = À toi de jouer dans { $game }
# Un avis : une partie sans titre attend ton coup ; une revanche proposée.
online-your-move-untitled = À toi de jouer dans une partie en ligne
online-rematch-asked = { $name } te propose une revanche
online-key-unknown = Ce serveur ne connaît pas cette clé de joueur.
online-name-taken = Ce nom est pris. Si c’est le tien, créé sur un autre appareil, colle ta clé de joueur ci-dessous (copiée là-bas, sous ton nom) ; sinon choisis un autre nom.
online-device-plays-as = Cet appareil joue désormais en tant que { $name }.
online-player-made = Ton joueur est créé : crée une partie ci-dessous, ou ouvre un lien d’invitation qu’on t’a envoyé.
online-your-name = Ton nom : { $why }.
online-paste-key = Colle la clé de joueur copiée sur ton autre appareil.
online-no-answer = Pas de réponse du serveur : vérifie la connexion, puis Actualiser.
online-player-first = Crée d’abord ton joueur : un nom suffit.
online-player-first-online = Crée d’abord ton joueur en ligne : un nom suffit.
online-pair-player-first = Crée d’abord ton joueur : tape un nom et appuie sur « Créer mon joueur », et la recherche d’un adversaire commence d’elle-même.
online-choose-track = Choisis un circuit pour la partie.
online-too-few-starts = Ce circuit a { $starts ->
        [one] { $starts } point de départ : une partie dessus a au plus { $starts } place.
       *[other] { $starts } points de départ : une partie dessus a au plus { $starts } places.
    }
notify-off = Plus de notifications sur cet appareil.
notify-on = Tu seras prévenu quand ce sera ton tour, même avec cet onglet fermé.
notify-failed = Les notifications n’ont pas pu être activées : { $why }.
notify-why-key = la clé de notification du serveur n’en est pas une
notify-why-blocked = les notifications sont bloquées pour ce site dans les réglages du navigateur
notify-why-unsupported = ce navigateur ne peut pas les recevoir ici
notify-why-failed = le service de notifications du navigateur a refusé l’abonnement (il a dit : { $why })
notify-why-json = l’abonnement du navigateur n’est pas du JSON

## Les touches du plateau et les remarques du jeu

key-not-placed = Place d’abord la voiture sur un point de départ (flèches, Entrée ou un clic).
key-no-move = Ta voiture n’a pas de coup à choisir maintenant.
key-terrain = Touche { $digit } : impossible sur { $terrain }.
key-name = { $key ->
        [7] haut-gauche
        [8] haut
        [9] haut-droite
        [4] gauche
        [5] même vitesse
        [6] droite
        [1] bas-gauche
        [2] bas
       *[3] bas-droite
    }
key-blocked = Touche { $digit } ({ $name }) : ce coup va { $why }.
key-taken = Touche { $digit } ({ $name }) : une autre voiture est là.
play-undone = Annulé. { $status }
play-undo-assisted = Une course avec Annuler compte comme course avec aide ; { race-new-run } en lance une sans aide.
play-restarted = On recommence. { $status }
play-undone-place = Annulé : replace la voiture.
play-nothing-undo = Rien à annuler pour l’instant : place la voiture et joue d’abord.
play-over-won = La course est gagnée : Recommencer, ou Retour arrière pour annuler.
play-over-stuck = Aucun coup permis : Retour arrière annule le dernier.
play-rules-changed = La course a été annulée : les règles sont maintenant { $rules }.
play-rules-now = Règles { $rules }. { $status }
play-opened = { $title } est ouvert. { $status }
race-file-name = course { $title }
race-saved = Enregistrée sous { $file } dans vos téléchargements : « Ouvrir l’enregistrement d’une course », dans le menu, la rejoue.
play-rules-ask = Les règles { $rules ->
        [soft] souples
        [karopapier] de Karopapier
       *[strict] strictes
    } commencent une nouvelle course : { $moves ->
        [one] ton coup sera perdu
       *[other] tes { $moves } coups seront perdus
    }.
game-checkpoints-switch =
    .title = Sans : les chiffres des points de contrôle sont de la route, comme dans les parties de Karopapier sans points de contrôle (nouvelle course)
game-checkpoints = Points de contrôle
play-checkpoints = { $on ->
        [yes] Points de contrôle en jeu
       *[no] Sans points de contrôle : leurs chiffres sont de la route
    }. { $status }
play-checkpoints-ask = Changer les points de contrôle commence une nouvelle course : { $moves ->
        [one] ton coup sera perdu
       *[other] tes { $moves } coups seront perdus
    }.
stars-of-three = { $stars ->
        [one] { $stars } étoile sur 3
       *[other] { $stars } étoiles sur 3
    }
share-cannot = Cette partie ne peut pas être partagée en lien : { $why }.
share-challenge = Un défi : bats les { $moves } coups de { $name } sur { $track }.

## Le classement mondial et ce qui est dit des courses

world-sending = Envoi de la course au classement mondial…
world-no-server = Aucun serveur de jeu ne répond ici : les classements mondiaux sont sur le serveur de jeu.
world-kept = Au classement mondial : numéro { $rank } avec { $moves } coups.
world-kept-assisted = Au classement mondial des courses avec aide (annulation, entraîneur, trajectoire optimale ou solveur) : numéro { $rank } avec { $moves } coups.
world-not-kept = Pas gardé au classement mondial : { $why }
race-left = Tu as quitté { $blitz ->
        [yes] le blitz
       *[no] la course
    } : choisis un mode et appuie sur Commencer.
race-board-cleared = { $mode } : le plateau est effacé ; appuie sur Commencer.
race-started = Course lancée : { $cars }. { $turn }
race-coach-off = L’entraîneur est désactivé en blitz et en course : son interrupteur l’active pour eux.
race-cannot-start = Cette course ne peut pas commencer : { $why }.
race-go = Partez ! { $status }
race-go-place = ta course commence quand la voiture est sur un point de départ.
race-next = { $who } joue ensuite.
race-place-now = { $who } : place la voiture.
race-move-now = { $who } joue : { $options ->
        [one] { $options } option
       *[other] { $options } options
    }.
race-said-placed = { $name } placé en { $at }.
race-said-moved = { $name } en { $at }, vitesse { $speed }.
race-said-finished = { $name } arrivé en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.
race-said-crashed = { $you ->
        [yes] Tu t’es crashé
       *[no] { $name } s’est crashé
    } en { $at } : { $penalty ->
        [one] { $penalty } tour
       *[other] { $penalty } tours
    } à passer.
race-said-crashed-back = { $you ->
        [yes] Tu t’es crashé et recules
       *[no] { $name } s’est crashé et recule
    } de { $penalty ->
        [one] { $penalty } coup
       *[other] { $penalty } coups
    }, en { $at }.
race-said-sits-out = { $you ->
        [yes] Tu passes un tour
       *[no] { $name } passe un tour
    } (encore { $left }).
race-said-retired = { $you ->
        [yes] Tu as abandonné.
       *[no] { $name } a abandonné.
    }
race-said-over = Course terminée : { $results }.
# Les remarques d’une course : les règles ont changé, le temps du blitz est écoulé (who : le nom
# de la voiture ; you : si c’est le joueur de la page), un toucher ou Retour arrière hors de son tour.
race-called-off = Les règles ont changé : la course est annulée.
race-time-up = Le temps est écoulé pour { $who }.
race-time-up-crashed = Temps écoulé : { $you ->
        [yes] ta voiture
       *[no] la voiture de { $who }
    } n’a pas pu garder sa vitesse et s’est crashée.
race-time-up-kept = Temps écoulé : { $you ->
        [yes] ta voiture
       *[no] la voiture de { $who }
    } a gardé sa vitesse (le point principal).
race-wait-turn = Attends ton tour.
race-no-undo = Tu ne peux pas annuler de coup en course.

## La boîte d’échec

failure-crash-title = Quelque chose s’est mal passé
failure-crash-words = Le jeu s’est arrêté à cause d’un bogue. Tes records, tes meilleures courses et le brouillon de l’éditeur sont gardés dans ce navigateur et ne risquent rien : recharge la page pour continuer à jouer. Si tu signales le bogue, copie le texte ci-dessous dans ton signalement.
failure-load-title = Une partie du jeu ne s’est pas chargée
failure-load-words = Le réseau a lâché pendant que le jeu chargeait le reste de lui-même. Tes records, tes meilleures courses et le brouillon de l’éditeur sont gardés dans ce navigateur et ne risquent rien : recharge la page pour continuer à jouer.
failure-reload = Recharger
failure-loading-part = Chargement du reste du jeu…

## Jouer maintenant : la file d’appariement

pair-kind-live = En direct, classée : { $seconds } s par coup
pair-kind-correspondence = Par correspondance, classée : un jour par coup
pair-looking = Recherche d’un adversaire ({ $kind }) : { $waited }.{ $bot }{ $across }
pair-bot-in = {" "}Si personne ne vient, un bot prend la place dans { $time }.
pair-bot-now = {" "}Un bot prend la place…
pair-when-in = dans { $time }
pair-when-now = maintenant
pair-across = {" "}{ $others } en attente : tu es apparié au temps le plus long { $when }, ou choisis leur temps.
pair-across-later = {" "}Quelqu’un qui attend à un autre temps par coup pourra te rejoindre après la moitié de cette attente, au plus lent des deux temps.
pair-time-day = un jour par coup
pair-time-seconds = { $seconds } s par coup
pair-counted = { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } pour { $time }{ $soft ->
        [yes] {" "}(règles souples)
       *[no] {""}
    }
pair-pool = En attente maintenant : { $counted }. Jouer maintenant avec ce temps les affronte.

## Cotes, profils et classements mondiaux

rating-unrated = Une partie non classée : aucune cote n’a changé.
rating-pending = Une partie classée : ta nouvelle cote est en cours de calcul.
rating-provisional = {" "}« ? » : provisoire, encore instable après peu de parties classées, elle bouge donc beaucoup.
rating-change = Ta cote : { $before } → { $after } ({ $delta })
profile-no-answer = Pas de réponse du serveur : vérifie la connexion, puis réessaie.
online-asking = Demande au serveur…
profile-rating = Cote { $rating }
profile-record = { $played ->
        [one] { $played } partie classée
       *[other] { $played } parties classées
    } : { $won } gagnées, { $lost } perdues, { $drawn } nulles
profile-range = De { $first } à { $last } : au plus bas { $low }, au plus haut { $high }
board-no-answer = Pas de réponse du serveur : vérifie la connexion, puis recharge.
board-empty = Personne n’a encore envoyé de course sur ce circuit : gagne-le et envoie la tienne pour être le premier.
board-heading = Classement mondial : { $title }
board-status = Règles { $rules }. { $clean ->
        [one] { $clean } course sans aide est classée
       *[other] { $clean } courses sans aide sont classées
    }, { $assisted ->
        [one] { $assisted } course avec aide à part
       *[other] { $assisted } courses avec aide à part
    }.
board-you = Toi : { NUMBER($rank, type: "ordinal") ->
        [one] { $rank }re place
       *[other] { $rank }e
    } sur { $assisted ->
        [yes] { $of ->
            [one] { $of } course avec aide
           *[other] { $of } courses avec aide
        }
       *[no] { $of ->
            [one] { $of } course sans aide
           *[other] { $of } courses sans aide
        }
    }, avec { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.

title-pasted = Circuit collé
title-random = Circuit au hasard { $seed }
title-daily = Défi du jour · { $date }
# Un circuit venu d’un lien qui ne porte pas de nom.
title-shared = Circuit partagé

## Le journal des tours de la salle en ligne

log-round = Tour { $round } : { $text }.
log-you = toi
log-car = voiture { $number }
log-start = point de départ { $number } sur { $starts }
log-another-car = une autre voiture
log-placed = { $you ->
        [yes] tu as placé ta voiture
       *[no] { $name } a placé sa voiture
    } sur le { $at }
log-moved = { $you ->
        [yes] tu as roulé
       *[no] { $name } a roulé
    } à { $velocity }
log-how-timeout = { $byyou ->
        [yes] ta voiture ayant été placée là quand ton temps s’est écoulé
       *[no] dont la voiture a été placée là quand son temps s’est écoulé
    }
log-how-chose = { $byyou ->
        [yes] toi qui l’as choisi aussi et passais avant
       *[no] qui l’a choisi aussi et passait avant
    } dans l’ordre du tour, tiré au sort
log-lost-start-placed = { $you ->
        [yes] tu as perdu
       *[no] { $name } a perdu
    } le { $to } { $byyou ->
        [yes] à ton profit
       *[no] au profit de { $by }
    }, { $how } : { $you ->
        [yes] ta
       *[no] sa
    } voiture a été placée sur le plus proche resté libre, le { $at }
log-lost-start-timeout = { $you ->
        [yes] tu as perdu
       *[no] { $name } a perdu
    } le { $to } { $byyou ->
        [yes] à ton profit, ta voiture ayant été placée là quand ton temps s’est écoulé
       *[no] au profit de { $by }, dont la voiture a été placée là quand son temps s’est écoulé
    } : { $you ->
        [yes] choisis à nouveau
       *[no] { $name } choisit à nouveau
    }
log-lost-start-chose = { $you ->
        [yes] tu as perdu
       *[no] { $name } a perdu
    } le { $to } { $byyou ->
        [yes] à ton profit, toi qui l’as choisi aussi et passais avant
       *[no] au profit de { $by }, qui l’a choisi aussi et passait avant
    } dans l’ordre du tour, tiré au sort : { $you ->
        [yes] choisis à nouveau
       *[no] { $name } choisit à nouveau
    }
log-refused = { $you ->
        [yes] tu n’as pas pu jouer ce coup
       *[no] { $name } n’a pas pu jouer ce coup
    } : { $byyou ->
        [yes] tu as choisi
       *[no] { $by } a choisi
    } le même point, et les coups du tour se jouent dans un ordre tiré au sort, { $byyou ->
        [yes] toi
       *[no] { $by }
    } d’abord, donc { $you ->
        [yes] tu t’es arrêté
       *[no] elle s’est arrêtée
    }
log-crashed = { $you ->
        [yes] tu t’es crashé
       *[no] { $name } s’est crashé
    } (tous les points suivants bloqués) et arrêté là
log-crash-drive = { $crashed } : { $you ->
        [yes] tu repars
       *[no] repart
    } de la vitesse 0
log-crash-passed = { $crashed } ; { $turns ->
        [one] { $turns } tour passé
       *[other] { $turns } tours passés
    } au cours du tour : { $you ->
        [yes] tu repars
       *[no] repart
    } de la vitesse 0
log-crash-sit = { $crashed } et { $you ->
        [yes] passes
       *[no] passe
    } { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }
log-crash-back = { $you ->
        [yes] tu n’avais
       *[no] { $name } n’avait
    } aucun coup légal et { $you ->
        [yes] recules
       *[no] recule
    } de { $penalty ->
        [one] { $penalty } coup
       *[other] { $penalty } coups
    }, à vitesse nulle
log-missed-placed = { $you ->
        [yes] tu as manqué
       *[no] { $name } a manqué
    } le délai : { $you ->
        [yes] ta
       *[no] la
    } voiture a été mise sur le premier point de départ libre
log-missed-placed-at = { $you ->
        [yes] tu as manqué
       *[no] { $name } a manqué
    } le délai : { $you ->
        [yes] ta
       *[no] la
    } voiture a été mise sur le { $at }, le premier libre
log-missed-kept = { $you ->
        [yes] tu as manqué
       *[no] { $name } a manqué
    } le délai : { $you ->
        [yes] ta
       *[no] la
    } voiture a gardé sa vitesse
log-missed = { $you ->
        [yes] tu n’as donné
       *[no] { $name } n’a donné
    } aucune réponse utilisable
log-disqualified = { $you ->
        [yes] tu as manqué
       *[no] { $name } a manqué
    } trop de tours d’affilée : disqualifié
log-resigned = { $you ->
        [yes] tu as abandonné
       *[no] { $name } a abandonné
    }
log-finished = { $you ->
        [yes] tu as fini
       *[no] { $name } a fini
    } en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }{ $place }
log-place = , { NUMBER($place, type: "ordinal") ->
        [one] { $place }re place
       *[other] { $place }e
    }

# Les pages en ligne : aucun serveur de jeu à cette adresse ; une clé de joueur que le serveur ne connaît pas ; oublier le joueur.
online-no-server = Aucun serveur de jeu ne répond à cette adresse : les courses en ligne sont donc coupées ici ; tout le reste de la page se joue hors ligne.
online-unknown-key = Ce serveur ne connaît pas ta clé de joueur (ses parties ont-elles été remises à zéro ?) : choisis « M’oublier sur cet appareil », puis crée un joueur ou colle une clé qu’il connaît.
online-forget-question = Oublier ton joueur en ligne sur cet appareil ? Sans ta clé de joueur, tu ne pourras plus jouer tes parties d’ici.
online-track-open-now = Le circuit ouvert : { $title }
profile-label = { $name } : profil
leaderboard-bot = bot
online-track-level = Niveau : { $title }
online-track-mine = Mon circuit : { $name }
# Mes circuits qui n’ont pas pu être lus ($key : où le stockage les garde).
my-tracks-set-aside = Tes circuits enregistrés n’ont pas pu être lus ; ils ont été mis de côté (gardés dans le stockage sous { $key }).

# Étiquettes pour les technologies d’assistance : les plateaux et la liste des éléments de l’éditeur.
game-canvas-label = { $title } : circuit de { $cols } sur { $rows } points
editor-canvas-label = { $name } : circuit en cours d’édition, { $cols } sur { $rows } points
editor-element-remove = Retirer
editor-element-remove-label = Retirer l’élément { $number }

# Une notification, quand la page est fermée (le service worker l’affiche).
push-title-any = À toi de jouer dans Racetrack
push-round-waits = Le tour { $round } attend ton coup.
push-game-waits = Une partie attend ton coup.
push-paired-title = Ta partie contre { $name }
push-paired-body = Ta partie a commencé : le tour 1 attend ta place de départ.
push-started-title = { $name } a commencé
push-started-body = Ton tournoi a commencé : reviens jouer tes parties.

# Les noms des pilotes IA selon leur niveau ($skill : novice, club, pro, perfect ; $nth : le deuxième du même niveau…).
ai-name = { $skill ->
        [novice] IA novice
        [club] IA club
        [pro] IA pro
       *[perfect] IA parfaite
    }
ai-name-nth = { $skill ->
        [novice] IA novice { $nth }
        [club] IA club { $nth }
        [pro] IA pro { $nth }
       *[perfect] IA parfaite { $nth }
    }

# Les boutons d’un circuit dans Mes circuits.
my-track-button-open = Ouvrir
my-track-button-edit = Modifier
my-track-button-delete = Supprimer

# Les noms des niveaux fournis ($level : le nom du fichier sans son numéro ; $title : le nom que donne le fichier, pour tout autre niveau).
level-name = { $level ->
        [first-circuit] Premier circuit
        [barto-small] Petit Barto
        [hairpin] Épingle
        [ring] Anneau
        [chicane] Chicane
        [barto-big] Grand Barto
        [s-bend] Virage en S
        [large-curves] Grandes courbes
        [maze] Labyrinthe
        [spiral] Spirale
        [ice-rink] Patinoire
        [mud-flats] Bourbier
        [jump] Tremplin
        [drawbridge] Pont-levis
        [level-crossings] Passages à niveau
       *[other] { $title }
    }

## The track collection
menu-tracks = Circuits
title-tracks = Circuits
tracks-heading = Les circuits des joueurs
tracks-back = ← Circuits
tracks-search = Chercher
tracks-sort = Ordre
tracks-starts = Points de départ
tracks-checkpoints = Points de contrôle
tracks-sort-top = Les mieux notés
tracks-sort-new = Les plus récents
tracks-sort-played = Les plus courus
tracks-sort-short = Les plus courts
tracks-sort-long = Les plus longs
tracks-starts-any = Peu importe
tracks-starts-n = { $starts ->
        [one] { $starts } point de départ
       *[other] { $starts } points de départ
    }
tracks-checkpoints-any = Avec ou sans
tracks-checkpoints-with = Avec points de contrôle
tracks-checkpoints-without = Sans points de contrôle
tracks-count = { $count ->
        [one] { $count } circuit
       *[other] { $count } circuits
    }
tracks-count-more = { $count } circuits affichés ; d’autres plus bas
tracks-none = Aucun circuit publié ne correspond. Dessines-en un dans l’éditeur et publie-le.
tracks-empty = Aucun circuit n’est encore publié. Dessines-en un dans l’éditeur et publie-le.
tracks-more = Plus de circuits
tracks-by = par { $author }
tracks-stars = ★ { NUMBER($rating, minimumFractionDigits: 1) } ({ $votes })
tracks-vote-needs-player = Pour voter, crée d’abord ton joueur en ligne (Course en ligne)
tracks-no-votes = Pas encore de vote
tracks-plays = { $plays ->
        [0] pas encore couru
        [one] couru une fois
       *[other] couru { $plays } fois
    }
tracks-optimum = { $moves ->
        [one] { $moves } coup au mieux
       *[other] { $moves } coups au mieux
    }
tracks-card-label = { $name }, { $by } : { $stars }, { $optimum }, { $plays }
tracks-track = Circuit
tracks-facts = { $cols } × { $rows } points, { $starts ->
        [one] { $starts } point de départ
       *[other] { $starts } points de départ
    }{ $checkpoints ->
        [0] {""}
        [one] , { $checkpoints } point de contrôle
       *[other] , { $checkpoints } points de contrôle
    }, règles { $rules } : { $moves ->
        [one] { $moves } coup au mieux
       *[other] { $moves } coups au mieux
    }. { $plays ->
        [0] Pas encore couru.
        [one] Couru une fois.
       *[other] Couru { $plays } fois.
    }
tracks-rating = { NUMBER($rating, minimumFractionDigits: 1) } étoiles, { $votes ->
        [one] { $votes } vote
       *[other] { $votes } votes
    }
tracks-vote-n = { $stars ->
        [one] { $stars } étoile
       *[other] { $stars } étoiles
    }
tracks-hidden = Masqué par l’exploitant du serveur : toi seul le vois.
tracks-play = Jouer
tracks-solve = Regarder les solveurs
tracks-board = Classement mondial
profile-tracks = Circuits publiés
profile-track = { $name } : { $stars }
my-track-published = Publié : { $stars }, { $plays }
tracks-race-ai = Courir contre l’IA
tracks-size = Taille
tracks-size-any = Toutes tailles
tracks-size-small = Petits (jusqu’à 20 points de côté)
tracks-size-medium = Moyens (21 à 50)
tracks-size-large = Grands (plus de 50)
tracks-race-online = Course en ligne sur ce circuit
tracks-share = Partager
tracks-copied = L’adresse du circuit est copiée : envoie-la à qui tu veux.
tracks-not-copied = L’adresse n’a pas pu être copiée ; copie-la depuis la barre d’adresse.
tracks-report = Signaler
tracks-report-reason = Qu’est-ce qui ne va pas ?
tracks-report-send = Envoyer le signalement
tracks-report-empty = Dis ce qui ne va pas avec ce circuit.
tracks-reported = Merci : le signalement est transmis à l’exploitant du serveur.
tracks-board-heading = Meilleures courses
tracks-board-row = { $rank }. { $name } : { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
tracks-board-empty = Personne n’a encore envoyé de course ici : sois le premier.
tracks-player-first = Crée d’abord ton joueur en ligne ({ menu-online }), puis reviens.
tracks-no-server = La collection a besoin du serveur de jeu, qui ne répond pas ici ; le reste du jeu continue.
editor-publish = Publier
    .title = Mettre le circuit dans la collection pour que tout le monde puisse le jouer et voter
publish-heading = Publier ce circuit
publish-name = Nom
publish-description = Ce qui le rend digne d’une course (facultatif)
publish-send = Publier
publish-cancel = Annuler
publish-sending = Publication… le serveur vérifie qu’une voiture peut atteindre l’arrivée.
publish-done = Publié : { $name }
publish-not-a-track = Le brouillon n’est pas encore un circuit : { $why }

## Tournaments
menu-tournaments = Tournois
title-tournaments = Tournois
tournaments-heading = Tournois
tournaments-back-to-list = ← Tournois
tournaments-rank = #
tournaments-player = Joueur
tournaments-points = Points
tournaments-games = Parties
tournaments-games-heading = Parties en cours
tournaments-my-game = Retour à ta partie
tournaments-arena = Arène
tournaments-grand-prix = Grand Prix
tournaments-running = En cours
tournaments-upcoming = À venir
tournaments-over = Terminés
tournaments-no-server = Les tournois ont besoin du serveur de jeu, qui ne répond pas ici ; le reste du jeu fonctionne.
tournaments-none = Aucun tournoi pour l’instant.
tournaments-count = { $count ->
    [one] { $count } tournoi
   *[other] { $count } tournois
}
tournaments-players = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
tournaments-kind-players = { $kind } · { $players }
tournaments-finished = Terminé
tournaments-under-way = En cours
tournaments-starts-in = Commence dans { $time }
tournaments-ends-in = Se termine dans { $time }
tournaments-next-race-in = Prochaine course dans { $time }
tournaments-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
tournaments-races = { $n ->
    [one] { $n } course
   *[other] { $n } courses
}
tournaments-about = { $kind } · { $length } · règles { $rules } · { $time } par coup
tournaments-about-rated = { $kind } · { $length } · règles { $rules } · { $time } par coup · classé
tournaments-you-not-in = Inscris-toi pour être apparié avec les autres joueurs.
tournaments-joining-closed = Les inscriptions sont closes.
tournaments-you-joined = Inscription faite : ta première partie commence avec le tournoi.
tournaments-you-waiting = En attente de ton prochain adversaire…
tournaments-you-playing = Tu joues une partie du tournoi.
tournaments-you-paused = Tu es en pause : personne ne t’est apparié avant ton retour.
tournaments-you-left = Tu as quitté le tournoi ; tes points restent.
tournaments-you-done = Le tournoi est terminé : merci d’avoir joué.
tournaments-join = S’inscrire
tournaments-back = Revenir
tournaments-pause = Pause
# Le statut d’un joueur qui peut faire une pause ($you : tournaments-you-joined ou -waiting), et ce que fait Pause.
tournaments-pause-explained = { $you } Besoin d’une pause ? Appuie sur Pause : aucune partie ne commence pour toi avant ton retour.
# Le même pendant une partie du tournoi ($you : tournaments-you-playing).
tournaments-pause-after-game = { $you } Appuie sur Pause pour souffler après cette partie : aucune autre ne commence pour toi avant ton retour.
tournaments-leave = Quitter
tournaments-left = parti
room-tournament = Retour au tournoi
tournaments-streak = En série : la prochaine victoire compte double
tournaments-wins = Victoires
tournaments-races-column = Courses
tournaments-seats =
    { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    } sur { $max }
tournaments-nobody = Personne ne s’est encore inscrit.
tournaments-you-not-in-races = Inscris-toi pour prendre part à chaque course de la série.
tournaments-clock-minutes = { $m } min { $s } s
tournaments-clock-seconds = { $s } s
tournaments-finished-heading = Derniers résultats
tournaments-did-not-finish = { $name } (n’a pas fini)
tournaments-race-result = Course { $n } : { $places }
tournaments-leave-ask = Quitter ce tournoi pour de bon ? Tes points restent au classement, mais tu n’y joues plus de partie.
tournaments-leave-yes = Quitter le tournoi
tournaments-leave-no = Rester
tournaments-track-list = Circuits : { $names }
tournaments-began = { $name } a commencé.
tournament-form-open = Créer un tournoi
tournament-form-heading = Un nouveau tournoi
tournament-form-rated = Classé (les résultats changent la cote des joueurs)
tournament-form-kind = Formule
tournament-form-name = Nom
tournament-form-starts = Début
tournament-form-in = { $days ->
       *[other] dans { $time }
    }
tournament-form-length = Durée
tournament-form-players = Joueurs au plus
tournament-form-bots = Bots admis
tournament-form-play = J’y participe
tournament-form-tracks = Circuits
tournament-form-tracks-arena = Une arène apparie ses joueurs sur ces circuits à tour de rôle : coche-en de 1 à 20.
tournament-form-tracks-grand-prix = Un Grand Prix court ces circuits l’un après l’autre : coche-en de 2 à 20.
tournament-form-send = Créer
tournament-form-sending = Création du tournoi…
tournament-form-bad-name = Le nom doit compter de 3 à 60 caractères.
tournament-form-bad-start = Le début doit tomber dans les 30 prochains jours.
tournament-form-bad-minutes = Une arène dure de 10 à 180 minutes.
tournament-form-bad-tracks = Coche les circuits à courir : de 1 à 20 pour une arène, de 2 à 20 pour un Grand Prix.
tournament-form-bad-move-time = Ce temps de jeu n’est pas proposé pour les parties.
tournament-form-bad-players = Un tournoi accueille de 2 à 1 000 joueurs.
tournament-form-few-starts = « { $name } » a { $starts ->
        [one] { $starts } point de départ
       *[other] { $starts } points de départ
    }, et un Grand Prix fait courir ses joueurs par groupes de { $needed } au plus : baisse « Joueurs au plus » à { $starts }, ou décoche-le.
tournament-form-default-name = Tournoi · { $player }

## Les réponses du moteur sur un circuit : pourquoi un texte ne se lit pas, ce qui empêche un
## brouillon d’être un circuit, ce qu’une modification a refusé, ce qu’a fait Ranger.
track-empty = le circuit est vide
track-too-long = le texte du circuit dépasse { $max } octets, bien plus que n’en demande la plus grande grille
track-not-text = le circuit n’est pas du texte UTF-8 (octet { $offset })
track-unknown-character = ligne { $line }, colonne { $column } : caractère inconnu « { $character } » (attendu : . # > * ~ : ^, un point de contrôle de 1 à 9 ou les lettres d’un mapcode de Karopapier)
track-side-too-long = le circuit fait { $rows } × { $cols } points ; un côté ne peut dépasser { $max } points
track-too-many-points = le circuit fait { $rows } × { $cols } = { $points } points ; { $max } points au plus sont permis
track-no-start = le circuit n’a pas de point de départ (« > », ou « S » dans un mapcode)
track-no-finish = le circuit n’a pas de point d’arrivée (« * », ou « F » dans un mapcode)
element-not-element = ligne { $line } : après la fin de la grille, une ligne d’élément commence par « @ »
element-unknown = ligne { $line } : élément inconnu « { $word } » (attendu : @gate ou @train)
element-syntax = ligne { $line } : attendu { $expected }, trouvé « { $found } »
element-syntax-end = ligne { $line } : attendu { $expected }, trouvé la fin de la ligne
element-no-cells = ligne { $line } : l’élément ne donne aucune case
element-off-grid = ligne { $line } : la case { $point } est hors de la grille
element-on-obstacle = ligne { $line } : la case { $point } est un obstacle de la grille
element-duplicate-cell = ligne { $line } : la case { $point } est donnée deux fois
element-zero-cycle = ligne { $line } : le cycle d’une barrière vaut au moins 1
element-zero-length = ligne { $line } : la longueur d’un train vaut au moins 1
element-zero-speed = ligne { $line } : la vitesse d’un train vaut au moins 1
element-range-outside-cycle = ligne { $line } : l’intervalle fermé { $start }-{ $end } n’est pas dans 0-{ $last }
element-not-neighbours = ligne { $line } : les cases de rail { $from } et { $to } ne sont pas voisines
element-length-over-rail = ligne { $line } : un train de longueur { $length } ne tient pas sur son rail de { $rail } cases
element-speed-over-length = ligne { $line } : la vitesse d’un train ({ $speed }) ne peut dépasser sa longueur ({ $length })
element-phase-out-of-range = ligne { $line } : la phase { $phase } n’est pas inférieure à la période du rail, { $period }
element-cycle-too-long = ligne { $line } : le cycle commun des éléments serait de { $cycle } tours ; { $max } au plus sont permis
expected-keyword = « { $word } »
expected-cell = une case LIGNE,COLONNE
expected-end = la fin de la ligne
expected-closed-range = un intervalle fermé A-B
expected-cycle = le cycle, un nombre
expected-length = la longueur, un nombre
expected-speed = la vitesse, un nombre
expected-phase = la phase, un nombre
expected-phase-or-end = « phase » ou la fin de la ligne
editor-problem-no-start = Pas de départ : peins au moins un point de départ.
editor-problem-no-finish = Pas d’arrivée : peins au moins un point d’arrivée.
editor-problem-elements = Éléments mobiles, { $why }.
edit-empty = un circuit a au moins une ligne et une colonne (demandé : { $rows } × { $cols })
edit-too-large = un circuit de { $rows } × { $cols } points est trop grand ({ $side } points par côté et { $points } en tout au plus)
edit-out-of-range = { $lines } à partir du numéro { $at } ne tiennent pas dans une grille de { $grid }
edit-removes-every = impossible de retirer les { $lines } : un circuit en garde au moins une
editor-rows-count = { $n ->
        [one] { $n } ligne
       *[other] { $n } lignes
    }
editor-cols-count = { $n ->
        [one] { $n } colonne
       *[other] { $n } colonnes
    }
editor-tidy-nothing = Rien à ranger.
editor-tidy-done = Rangé : { $rows ->
        [one] { $rows } ligne
       *[other] { $rows } lignes
    } et { $cols ->
        [one] { $cols } colonne
       *[other] { $cols } colonnes
    } en moins, { $points ->
        [one] { $points } point inutilisable muré
       *[other] { $points } points inutilisables murés
    }.

named-why = { $name } : { $why }
image-not-png = ce n’est pas une image PNG (pas de signature PNG)
image-too-big = le fichier fait { $size } octets ; { $max } octets au plus sont acceptés
image-corrupt = PNG abîmé ou tronqué : { $why }
image-too-many-pixels = l’image fait { $width } × { $height } pixels ; { $side } × { $side } pixels au plus sont acceptés
image-buffer-size = une image de { $width } × { $height } ne tient pas dans { $len } octets de couleur
image-zero-cell = la taille d’une case vaut au moins 1 pixel
image-cell-too-large = des cases de { $cell } px ne tiennent pas dans une image de { $width } × { $height }
image-not-a-track = l’image ne donne pas un circuit valable : { $why }
link-too-long = le lien est trop long ({ $len } caractères ; { $max } au plus sont acceptés)
link-malformed = ce n’est pas un lien de Racetrack
link-unsupported-version = cette page ne lit pas les liens de version « { $version } »
link-truncated = le lien de défi est coupé : sa section { $section } manque
link-unknown-rules = règles inconnues « { $rules } » dans le lien (attendu : strict, soft ou karopapier)
link-base64 = la section { $section } du lien n’est pas du base64url valable
link-inflate = la section { $section } du lien est abîmée (elle ne se décompresse pas)
link-too-large = la section { $section } du lien dépasse { $max } octets une fois décompressée
link-track = le circuit du lien n’est pas valable : { $why }
link-malformed-trajectory = la trajectoire du lien est mal formée
link-illegal-trajectory = la trajectoire n’est pas une partie permise sur ce circuit selon les règles { $rules }
link-not-finished = un défi doit être une course finie, et cette trajectoire ne finit pas sur un point d’arrivée
link-finished-early = un défi s’arrête à l’arrivée, et cette trajectoire l’atteint après { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } puis continue
link-not-utf8 = le { $section } du lien n’est pas du texte UTF-8
link-empty-name = le { $section } du lien est vide
link-name-too-long = le { $section } du lien dépasse { $max } caractères
link-forbidden-character = le { $section } du lien contient un caractère de contrôle ({ $code }, caractère { $position })
link-section-track = circuit
link-section-trajectory = trajectoire
link-section-track-name = nom du circuit
link-section-player = nom du joueur
link-section-text = texte

## The engine's answers about races, records and names.
name-empty = le nom est vide
name-too-long = le nom fait { $chars } caractères ; { $max } au plus sont permis
name-control = le nom contient un caractère de contrôle (au caractère { $position })
race-car = voiture { $number }
race-car-count = une course compte de 1 à { $max } voitures, pas { $count }
race-same-name = deux voitures s’appellent « { $name } » : chaque voiture a besoin de son propre nom
race-too-few-starts = le circuit a { $starts ->
    [one] un seul point de départ
   *[other] { $starts } points de départ
}, moins que les { $cars } voitures
race-penalty = une pénalité de crash de { $turns } tours dépasse le maximum permis, { $max }
race-no-such-car = il n’y a pas de { $car } dans cette course
race-over = la course est finie
race-out = { $car } n’est plus en course
race-not-your-turn = ce n’est pas le tour de { $car }
race-wrong-order = cette course ne se joue pas dans cet ordre
race-occupied = { $car } ne peut pas s’arrêter en { $point } : une autre voiture y est
race-illegal = { $point } n’est pas un coup permis pour { $car }
answer-not-pending = { $car } ne choisit pas à ce tour
answer-answered = { $car } a déjà choisi à ce tour
answer-kind = { $car } ne peut pas faire ce choix maintenant
answer-acceleration = une accélération, c’est deux nombres valant chacun -1, 0 ou 1, pas [{ $x }, { $y }]
answer-terrain = le sol sous { $car } ne permet pas cette accélération
record-too-many-rounds = un enregistrement compte au plus { $max } tours
record-too-large = le fichier dépasse { $mib } Mio, plus qu’un enregistrement de course ne peut faire
record-not-json = ce n’est pas un enregistrement de course
record-version = cet enregistrement de course est d’un format ou d’une version que cette page ne lit pas (« { $format } » version { $found } ; cette page lit la version { $version })
record-rounds = l’enregistrement compte { $rounds } tours, plus qu’une course n’en a ({ $max })
record-track = le circuit de l’enregistrement ne se lit pas : { $why }
record-rules = les règles de l’enregistrement, « { $rules } », sont inconnues
record-rules-version = l’enregistrement suit la version { $version } des règles de course ; cette page joue les versions { $first } à { $last }
record-mismatch = l’enregistrement ne se rejoue pas tel qu’il est écrit : le tour { $round } diffère
record-mismatch-standings = l’enregistrement ne se rejoue pas tel qu’il est écrit : son classement diffère
import-not-race = la carte, les joueurs ou les réglages de cette partie de Karopapier ne font pas une course
import-illegal = le coup de { $player } au tour { $round }, de { $from } à { $to }, n’est pas permis par les règles de Karopapier ; il passe par { $cells }
import-disagrees = { $player }, tour { $round } : la partie et les règles de Karopapier ne s’accordent pas sur le tour, un crash ou la fin
records-too-large = les records font { $len } octets ; { $max } au plus sont lus
records-not-json = ce n’est pas un fichier de records (pas même du texte JSON)
records-version = les records de version { $version } ne sont pas lus ici (cette page lit la version { $supported })
records-missing = { $at } : « { $field } » manque
records-wrong-type = { $at } : une valeur du mauvais type
records-bad-key = « { $key } » n’est pas une clé de tableau (16 chiffres hexadécimaux en minuscules)
records-too-many = { $at } : { $count } entrées, { $max } au plus sont gardées
entry-moves = « { $moves } » coups, c’est hors limites (1 à { $max })
entry-mode = « { $mode } » n’est pas un mode de jeu
entry-date = « { $date } » n’est pas une date (AAAA-MM-JJ)
generate-bad-size = impossible de faire un circuit aléatoire de { $rows } × { $cols } points : chaque côté doit faire de { $min } à { $max } points
generate-no-draw = aucun circuit acceptable de { $rows } × { $cols } points pour la graine { $seed } en { $draws } tirages
