# Les mots de Racetrack en français. Chaque message a le même identifiant et les mêmes
# variables dans chaque langue (`cargo xtask lint` le vérifie) ; voir docs/translating.md.

## La page

home-button =
    .title = Retour aux niveaux

## Le menu : ses mots fixes

menu-section =
    .aria-label = Choisir un circuit
menu-tagline = Garde ta vitesse ou change-la d’un cran dans chaque direction ; arrive sur la ligne d’arrivée en un minimum de coups sans toucher de mur.
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
menu-image-note = Un circuit en image est le dessin d’un circuit. Ses couleurs sont expliquées dans Comment jouer.
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
paste-rows = , une ligne par rangée de la grille ; portes et trains en lignes commençant par
paste-after = après la grille.
menu-open-pasted = Ouvrir le circuit collé
menu-records = Tes records
menu-records-export = Exporter les records
menu-records-import = Importer des records
menu-settings = Réglages
menu-language = Langue

## Le menu : ses cartes de niveau

menu-loading-list = Chargement des niveaux…
menu-loading-count = Chargement de { $count ->
        [one] { $count } niveau
       *[other] { $count } niveaux
    }…
menu-index-failed = Impossible de charger la liste des niveaux : { $error }
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

## L’écran de jeu : la ligne d’état

status-placing = Place la voiture : { $how }.
status-playing = Coups { $moves } · { $speed } · { $options ->
        [one] { $options } option
       *[other] { $options } options
    } · règles { $rules }
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
warning-certain = ⚠ le crash est certain d’ici : annule et freine plus tôt
warning-some = ⚠ freine : { $doomed } des { $options } options (barrées) mènent à coup sûr au crash
coach-thinking = entraîneur : réflexion…
coach-too-large = entraîneur : ce circuit est trop grand
coach-optimum = entraîneur : optimum { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
coach-no-start = entraîneur : aucun départ n’atteint l’arrivée
coach-doomed = entraîneur : perdu, plus aucune arrivée n’est atteignable d’ici
coach-from-here = optimum d’ici { $moves }
coach-from-here-lost = optimum d’ici { $moves } · perdu { $lost }
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
crash-shown-edge = , au-delà du bord de la grille
crash-shown-one-off = {" "}(marqués ✕ ; l’un est au-delà du bord de la grille)
crash-shown-some-off = {" "}(marqués ✕ ; { $off } sont au-delà du bord de la grille)
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

## Le tutoriel de la première partie

tutorial-title = Tutoriel, étape { $step } sur { $steps }
tutorial-place-touch = Ta voiture part d’un point de départ rayé (entouré sur le plateau) : touches-en un pour l’y placer.
tutorial-place-mouse = Ta voiture part d’un point de départ rayé (entouré sur le plateau) : clique sur l’un d’eux pour l’y placer.
tutorial-main-point = Le + est le point principal : là où va la voiture si elle garde sa vitesse. Les cercles sont le point principal et ses huit voisins : chacun change la vitesse d’au plus un cran sur chaque axe. Choisis-en un pour avancer.
tutorial-braking = La vitesse se conserve d’un coup à l’autre : une voiture lancée a besoin de plusieurs coups pour s’arrêter. Freine (choisis des cercles vers la voiture) avant un virage, sinon c’est le mur qui t’arrête.
tutorial-coach = L’entraîneur (son interrupteur est au-dessus du plateau) barre chaque cercle d’où tout chemin mène au crash et compte les coups qui restent au minimum ; une course qu’il a aidée compte comme assistée. Arrive sur un point d’arrivée à damier en un minimum de coups.
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

## Les titres de la page et les commandes du jeu

title-editing = Édition : { $name }
title-online = Courses en ligne
title-board = Classement mondial
title-help = Aide
title-replay = Rediffusion de { $name }
title-online-game = En ligne : { $title }
title-online-untitled = Partie en ligne
game-edit = Modifier
game-edit-copy = Modifier une copie
game-line-show = Trajectoire optimale
game-line-hide = Masquer la trajectoire optimale
share-copying = Copie…
share-copied = Copié
share-copied-anonymous = Copié, signé « { $name } » : donne un nom à ta course pour la signer de ton nom
share-not-copied = Pas copié ({ $why }) : copie le lien sélectionné à la main
solver-watching = Tu regardes { $solver }. Ta partie attend, inchangée : Échap ou
daily-today = Le défi du jour du { $date } : le même circuit pour tous les joueurs aujourd’hui. Partage ta course pour comparer.
daily-past = Le défi du jour du { $date } : tous les joueurs avaient ce circuit ce jour-là.
challenge-words = Bats les { $moves } coups de { $name } : sa course est le fantôme pâle sur le circuit.
moving-turn = Tour { $turn } (les éléments se répètent tous les { $cycle } tours).

## Mes circuits et les records

my-track-details = { $cols } x { $rows }, { $from }
my-track-from-editor = depuis l’éditeur
my-track-generated = généré
my-track-opened = ouvert depuis un fichier, un collage ou un lien
my-track-delete = Supprimer { $name }
my-track-delete-ask = Supprimer « { $name } » de Mes circuits ?
my-track-deleted = { $name } supprimé de Mes circuits.
record-kept-rank = Gardé dans les records, numéro { $rank }.
record-kept-not-top = Gardé… mais pas parmi les 10 meilleurs.
record-saved-rank = Record gardé : numéro { $rank }.
record-saved-not-top = Record hors des 10 meilleurs.
record-not-kept = Le record n’a pas été gardé : { $why }.

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
solver-searching = recherche…
solver-paused = en pause
solver-run = Lancer
solver-pause = Pause
solver-resume = Reprendre
solver-watching-note = Tu regardes un solveur : appuie sur Échap ou sur « Retour à ta partie » pour jouer.
solver-about-dfs = recherche en profondeur : trouve un chemin, rarement un bon
solver-about-bfs = recherche en largeur : optimale, explore tout ce qui est plus proche
solver-about-astar = A* avec la carte des distances et des heuristiques par axe : optimal, ciblé
solver-about-greedy = pilote glouton : fonce vers ce qui semble le plus proche sur la carte des distances
solver-about-careful = pilote prudent : glouton, mais garde une distance d’arrêt sûre

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
race-over-none = Course terminée. Recommencer pour une nouvelle course.
race-start = Départ
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
car-placing = placement
car-running = en course
car-sitting-out = passe son tour
car-finished = arrivée
car-retired = abandon
