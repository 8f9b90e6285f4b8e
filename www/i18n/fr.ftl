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
