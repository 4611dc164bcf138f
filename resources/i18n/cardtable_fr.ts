<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <location filename="../../cardtable/ui/practice_diagram.py" line="29"/>
        <source>Practice</source>
        <extracomment>Where each seat sits in the 3×3 grid.</extracomment>
        <translation>Entraînement</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_diagram.py" line="72"/>
        <source>Practice</source>
        <comment>hidden</comment>
        <translation>caché</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_diagram.py" line="76"/>
        <source>Practice</source>
        <comment>{0}&apos;s hand</comment>
        <translation>Main de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_diagram.py" line="85"/>
        <source>Practice</source>
        <comment>Deal diagram</comment>
        <translation>Diagramme de la donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_diagram.py" line="131"/>
        <source>Practice</source>
        <comment>dealer</comment>
        <translation>donneur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_diagram.py" line="135"/>
        <source>Practice</source>
        <comment>{0} points</comment>
        <translation>{0} points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_diagram.py" line="142"/>
        <source>Practice</source>
        <comment>No deal</comment>
        <translation>Aucune donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_diagram.py" line="150"/>
        <source>Practice</source>
        <comment>Board {0}, dealer {1}</comment>
        <translation>Donne {0}, donneur {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="44"/>
        <source>Practice</source>
        <comment>Deal editor</comment>
        <translation>Éditeur de donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="47"/>
        <source>Practice</source>
        <comment>Choose a seat, then click its cards. Or type a PBN deal such as N:AK2.QJ5.T98.7654 … and press Enter.</comment>
        <translation>Choisissez une place, puis cliquez sur ses cartes. Ou tapez une donne PBN comme N:AK2.QJ5.T98.7654 … et appuyez sur Entrée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="63"/>
        <source>Practice</source>
        <comment>Dealer:</comment>
        <translation>Donneur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="66"/>
        <source>Practice</source>
        <comment>Dealer</comment>
        <translation>Donneur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="87"/>
        <source>Practice</source>
        <comment>PBN deal:</comment>
        <translation>Donne PBN&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="89"/>
        <source>Practice</source>
        <comment>PBN deal</comment>
        <translation>Donne PBN</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="92"/>
        <source>Practice</source>
        <comment>Deal the &amp;rest at random</comment>
        <translation>Distribuer le &amp;reste au hasard</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="95"/>
        <source>Practice</source>
        <comment>C&amp;lear</comment>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="124"/>
        <source>Practice</source>
        <comment>{0} already has 13 cards: click one of them to take it back.</comment>
        <translation>{0} a déjà 13 cartes&#xa0;: cliquez sur l’une d’elles pour la reprendre.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="148"/>
        <source>Practice</source>
        <comment>nobody</comment>
        <translation>personne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="149"/>
        <source>Practice</source>
        <comment>{0} of {1}, held by {2}</comment>
        <translation>{0} de {1}, tenu par {2}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="158"/>
        <source>Practice</source>
        <comment>The deal is complete.</comment>
        <translation>La donne est complète.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="160"/>
        <source>Practice</source>
        <comment>Cards so far: {0}. Every hand needs 13.</comment>
        <translation>Cartes placées&#xa0;: {0}. Chaque main en demande 13.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="187"/>
        <source>Practice</source>
        <comment>My deal</comment>
        <translation>Ma donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="195"/>
        <source>Practice</source>
        <comment>Deal generator</comment>
        <translation>Générateur de donnes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="198"/>
        <source>Practice</source>
        <comment>Any</comment>
        <translation>Indifférent</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="199"/>
        <source>Practice</source>
        <comment>&amp;Dealer:</comment>
        <translation>&amp;Donneur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="201"/>
        <source>Practice</source>
        <comment>Either pair</comment>
        <translation>L’une ou l’autre paire</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="201"/>
        <source>Practice</source>
        <comment>North–South</comment>
        <translation>Nord–Sud</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="201"/>
        <source>Practice</source>
        <comment>East–West</comment>
        <translation>Est–Ouest</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="202"/>
        <source>Practice</source>
        <comment>Declaring &amp;side:</comment>
        <translation>&amp;Camp du déclarant&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="209"/>
        <source>Practice</source>
        <comment>Fewest points</comment>
        <translation>Le moins de points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="210"/>
        <source>Practice</source>
        <comment>Most points</comment>
        <translation>Le plus de points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="213"/>
        <source>Practice</source>
        <comment>Their &amp;points (from, to):</comment>
        <translation>Leurs &amp;points (de, à)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="216"/>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="220"/>
        <source>Practice</source>
        <comment>any</comment>
        <translation>indifférent</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="217"/>
        <source>Practice</source>
        <comment>A &amp;long suit of at least:</comment>
        <translation>Une couleur &amp;longue d’au moins&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="221"/>
        <source>Practice</source>
        <comment>A &amp;fit of at least:</comment>
        <translation>Un &amp;fit d’au moins&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="222"/>
        <source>Practice</source>
        <comment>Declarer and dummy &amp;balanced</comment>
        <translation>Déclarant et mort &amp;réguliers</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="225"/>
        <source>Practice</source>
        <comment>random</comment>
        <translation>aléatoire</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="226"/>
        <source>Practice</source>
        <comment>S&amp;eed:</comment>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="227"/>
        <source>Practice</source>
        <comment>Never a 20–20 deal: it would be thrown in.</comment>
        <translation>Jamais de donne 20–20&#xa0;: elle serait annulée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="231"/>
        <source>Practice</source>
        <comment>&amp;Generate</comment>
        <translation>Gé&amp;nérer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="251"/>
        <source>Practice</source>
        <comment>The seed must be a whole number.</comment>
        <translation>La graine doit être un nombre entier.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="258"/>
        <source>Practice</source>
        <comment>Generated (seed {0})</comment>
        <translation>Générée (graine {0})</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="217"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="1054"/>
        <source>Total</source>
        <extracomment>The row&apos;s kind (:data:`DONE`, :data:`CURRENT`, :data:`FUTURE`, :data:`TOTAL`), for tests and styling. Marks the current round&apos;s label, so the row stands out without colour too. Appended to a winner&apos;s column title once the match is over.</extracomment>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="226"/>
        <source>{name} wins</source>
        <translation>{name} gagne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="227"/>
        <source>{names} and {last} win</source>
        <translation>{names} et {last} gagnent</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="299"/>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="369"/>
        <location filename="../../cardtable/ui/score_sheet.py" line="489"/>
        <source>{name} bid</source>
        <translation>{name} annonce</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="370"/>
        <location filename="../../cardtable/ui/score_sheet.py" line="490"/>
        <source>{name} tricks</source>
        <translation>{name} plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="371"/>
        <location filename="../../cardtable/ui/score_sheet.py" line="492"/>
        <source>{name} points</source>
        <translation>{name} points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="372"/>
        <source>{name} total</source>
        <translation>{name} total</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="380"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="850"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="1031"/>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="380"/>
        <source>Cards dealt to each player; NT: no trumps</source>
        <translation>Cartes distribuées à chaque joueur&#xa0;; SA&#xa0;: sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="381"/>
        <location filename="../../cardtable/ui/score_sheet.py" line="715"/>
        <source>Trump</source>
        <translation>Atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="381"/>
        <source>The turned-up card naming trumps</source>
        <translation>La carte retournée qui désigne l’atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="383"/>
        <source>Bids</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="383"/>
        <source>The bids&apos; total against the tricks: even, over or under</source>
        <translation>Le total des annonces face au nombre de plis&#xa0;: équilibre, excès ou déficit</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="391"/>
        <source>{cards} cards</source>
        <translation>{cards} cartes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="391"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="984"/>
        <source>1 card</source>
        <translation>1 carte</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="393"/>
        <source>Round {n}: {what}, {trumps}</source>
        <translation>Manche {n}&#xa0;: {what}, {trumps}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="394"/>
        <source>trumps</source>
        <translation>atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="394"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="855"/>
        <source>no trumps</source>
        <translation>sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="400"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="99"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="861"/>
        <source>No trumps</source>
        <translation>Sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="428"/>
        <location filename="../../cardtable/ui/score_sheet.py" line="661"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="995"/>
        <source>made</source>
        <translation>réussi</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="428"/>
        <source>missed (took {tricks})</source>
        <translation>manqué ({tricks} plis)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="431"/>
        <source>{name} bid {bid}, took {tricks}: {points} points; total {total}</source>
        <translation>{name} a annoncé {bid}, a fait {tricks} plis&#xa0;: {points} points&#xa0;; total {total}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="434"/>
        <source>total {total}, bid {bid}, {result}</source>
        <translation>total {total}, annonce {bid}, {result}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="441"/>
        <source>{tricks} of {bid}</source>
        <translation>{tricks} sur {bid}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="441"/>
        <location filename="../../cardtable/ui/score_sheet.py" line="442"/>
        <source>bid {bid}</source>
        <translation>annonce {bid}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="444"/>
        <source>taken {tricks} so far</source>
        <translation>{tricks} plis faits jusqu’ici</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="458"/>
        <source>{total} so far</source>
        <translation>{total} jusqu’ici</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="459"/>
        <source>Bidding: {total} bid so far for {cards} tricks</source>
        <translation>Annonces&#xa0;: {total} annoncés jusqu’ici pour {cards} plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="460"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="987"/>
        <source>even</source>
        <translation>équilibre</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="460"/>
        <source>over</source>
        <translation>excès</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="460"/>
        <source>under</source>
        <translation>déficit</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="463"/>
        <source>Bids total {total} for {cards} tricks: {word}</source>
        <translation>Les annonces totalisent {total} pour {cards} plis&#xa0;: {word}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="471"/>
        <source>Bugger Bridge — {n} rounds</source>
        <translation>Bugger Bridge — {n} manches</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="473"/>
        <source>Bugger Bridge — round {k} of {n}</source>
        <translation>Bugger Bridge — manche {k} sur {n}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="491"/>
        <source>{name} bugs</source>
        <translation>{name} bugs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="505"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="273"/>
        <source>Turnip</source>
        <translation>Turnip</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="511"/>
        <location filename="../../cardtable/ui/score_sheet.py" line="600"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="850"/>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="518"/>
        <source>Deal {n}; dealer {dealer}</source>
        <translation>Donne {n}&#xa0;; donneur {dealer}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="524"/>
        <source>First to {target} wins</source>
        <translation>Le premier à {target} gagne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="527"/>
        <source>{left} to go</source>
        <translation>encore {left}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="527"/>
        <source>target reached</source>
        <translation>objectif atteint</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="537"/>
        <location filename="../../cardtable/ui/score_sheet.py" line="540"/>
        <source>hidden</source>
        <translation>caché</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="538"/>
        <source>{name} has bid; the bids are revealed when everyone has bid</source>
        <translation>{name} a annoncé&#xa0;; les annonces sont révélées quand tout le monde a annoncé</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="539"/>
        <source>has bid, hidden until all have bid</source>
        <translation>a annoncé, caché jusqu’à ce que tous aient annoncé</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="546"/>
        <source>1 trick</source>
        <translation>1 pli</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="546"/>
        <source>{k} tricks</source>
        <translation>{k} plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="548"/>
        <source>1 bug</source>
        <translation>1 bug</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="548"/>
        <source>{k} bugs</source>
        <translation>{k} bugs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="553"/>
        <source>{name} bid {bid}: {detail}, {points} points</source>
        <translation>{name} a annoncé {bid}&#xa0;: {detail}, {points} points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="560"/>
        <source>{name} bid {bid}: {detail} so far</source>
        <translation>{name} a annoncé {bid}&#xa0;: {detail} jusqu’ici</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="566"/>
        <source>{title} — first to {target}</source>
        <translation>{title} — le premier à {target}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="568"/>
        <source>{text}; deal {k}</source>
        <translation>{text}&#xa0;; donne {k}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="601"/>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="602"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="361"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="602"/>
        <source>High-card points: North–South against East–West</source>
        <translation>Points d’honneurs&#xa0;: Nord–Sud contre Est–Ouest</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="603"/>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="604"/>
        <source>Declarer</source>
        <translation>Déclarant</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="605"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="161"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="258"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="480"/>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="605"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="380"/>
        <source>Tricks taken by the declaring side</source>
        <translation>Plis faits par le camp du déclarant</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="606"/>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="606"/>
        <source>North–South: {names}</source>
        <translation>Nord–Sud&#xa0;: {names}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="607"/>
        <source>EW</source>
        <translation>EO</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="607"/>
        <source>East–West: {names}</source>
        <translation>Est–Ouest&#xa0;: {names}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="633"/>
        <source>Announcing: {said}</source>
        <translation>Annonces&#xa0;: {said}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="636"/>
        <source>North–South {ns}, East–West {ew}</source>
        <translation>Nord–Sud {ns}, Est–Ouest {ew}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="638"/>
        <source>20–20 redeal</source>
        <translation>20–20, redonne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="639"/>
        <source>Thrown in; the same dealer deals again</source>
        <translation>Donne annulée&#xa0;; le même donneur redistribue</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="644"/>
        <location filename="../../cardtable/ui/score_sheet.py" line="727"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="986"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="991"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="998"/>
        <source>NT</source>
        <translation>SA</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="645"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="992"/>
        <source>game</source>
        <translation>manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="645"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="992"/>
        <source>part-score</source>
        <translation>partielle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="650"/>
        <source>Needs {k} tricks</source>
        <translation>Il faut {k} plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="654"/>
        <source>{name} is choosing the contract</source>
        <translation>{name} choisit le contrat</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="661"/>
        <source>down {k}</source>
        <translation>chute de {k}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="666"/>
        <source>{k} so far</source>
        <translation>{k} jusqu’ici</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="675"/>
        <source>first side to {target}</source>
        <translation>premier camp à {target}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="677"/>
        <source>{k} of {n} deals played</source>
        <translation>{k} donnes jouées sur {n}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="678"/>
        <source>Minibridge — {deals}; NS: {ns}, EW: {ew}</source>
        <translation>Minibridge — {deals}&#xa0;; NS&#xa0;: {ns}, EO&#xa0;: {ew}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="706"/>
        <source>then {what}</source>
        <extracomment>Modifiers of the hand itself, then those that take effect after it (the next seating).</extracomment>
        <translation>puis {what}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="714"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="850"/>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="717"/>
        <source>Modifiers</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="719"/>
        <source>swap: sides score each other&apos;s tricks; blind: cards played face down</source>
        <translation>échange&#xa0;: chaque camp marque les plis de l’autre&#xa0;; aveugle&#xa0;: cartes jouées face cachée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="746"/>
        <source>Table {t}, partner {partner}</source>
        <translation>Table {t}, partenaire {partner}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="756"/>
        <source>{where}; {k} so far</source>
        <translation>{where}&#xa0;; {k} jusqu’ici</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="761"/>
        <source>Dumb-Bunny Bridge — hand {k} of {n}</source>
        <translation>Dumb-Bunny Bridge — main {k} sur {n}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="91"/>
        <source>♠ Spades</source>
        <translation>♠ Pique</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="92"/>
        <source>♥ Hearts</source>
        <translation>♥ Cœur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="93"/>
        <source>♦ Diamonds</source>
        <translation>♦ Carreau</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="94"/>
        <source>♣ Clubs</source>
        <translation>♣ Trèfle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="161"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="255"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="361"/>
        <source>Player</source>
        <extracomment>Emitted whenever an input changes, so the window can refresh its live announcement.</extracomment>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="161"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="255"/>
        <source>Bid</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="185"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="317"/>
        <source> (deals)</source>
        <translation> (donne)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="187"/>
        <source>bid</source>
        <translation>annonce</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="187"/>
        <source>tricks</source>
        <translation>plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="217"/>
        <source>Even</source>
        <translation>Équilibre</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="217"/>
        <source>Over-bid</source>
        <translation>Annonces en excès</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="217"/>
        <source>Under-bid</source>
        <translation>Annonces en déficit</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="247"/>
        <source>Turnip&apos;s suit</source>
        <translation>Couleur du Turnip</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="249"/>
        <source>The turnip is turned up after the bids: its suit is the Turnip bidders&apos; bug suit</source>
        <translation>Le Turnip est retourné après les annonces&#xa0;: sa couleur est la couleur bug de ceux qui ont annoncé Turnip</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="252"/>
        <source>Turnip turned up:</source>
        <translation>Turnip retourné&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="257"/>
        <source>Doublets</source>
        <translation>Doublets</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="258"/>
        <source>Bug cards</source>
        <translation>Cartes bug</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="275"/>
        <source>Zero</source>
        <translation>Zéro</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="375"/>
        <source>Strain</source>
        <translation>Dénomination</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="377"/>
        <source>Part-score</source>
        <translation>Partielle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="378"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="562"/>
        <location filename="../../cardtable/ui/statistics.py" line="546"/>
        <source>Game</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="379"/>
        <source>Part-score or game</source>
        <translation>Partielle ou manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="385"/>
        <source>&amp;Contract:</source>
        <translation>&amp;Contrat&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="387"/>
        <source>Declarer&apos;s &amp;tricks:</source>
        <translation>&amp;Plis du déclarant&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="426"/>
        <source> (deals, announces first)</source>
        <translation> (donne, annonce en premier)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="448"/>
        <source>20–20: the deal is thrown in and the same dealer deals again.</source>
        <translation>20–20&#xa0;: la donne est annulée et le même donneur redistribue.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="452"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="480"/>
        <source>North–South</source>
        <translation>Nord–Sud</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="452"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="480"/>
        <source>East–West</source>
        <translation>Est–Ouest</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="480"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="523"/>
        <source>Swap hand: each side scores the other side&apos;s tricks.</source>
        <translation>Main d’échange&#xa0;: chaque camp marque les plis de l’autre.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="552"/>
        <source>Score a game played with real cards. Pick the game, type the players&apos; names in seat order (clockwise), and enter each round as it is played.</source>
        <translation>Marquez une partie jouée avec de vraies cartes. Choisissez le jeu, tapez les noms des joueurs dans l’ordre des places (sens des aiguilles d’une montre), puis saisissez chaque manche au fil du jeu.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="563"/>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="565"/>
        <location filename="../../cardtable/ui/statistics.py" line="550"/>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="566"/>
        <source>&amp;Players:</source>
        <translation>Jo&amp;ueurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="569"/>
        <source>Names</source>
        <translation>Noms</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="585"/>
        <source>Dealer and house rules</source>
        <translation>Donneur et règles maison</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="588"/>
        <source>First dealer</source>
        <translation>Premier donneur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="589"/>
        <source>&amp;First dealer:</source>
        <translation>&amp;Premier donneur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="599"/>
        <source>&amp;Resume the last sheet</source>
        <translation>&amp;Reprendre la dernière feuille</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="600"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="735"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="601"/>
        <source>&amp;Start scoring</source>
        <translation>&amp;Commencer la marque</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="696"/>
        <source>Round so far</source>
        <translation>Manche en cours</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="700"/>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="706"/>
        <source>Enter in any box of the round, or Ctrl+Enter</source>
        <translation>Entrée dans une case de la manche, ou Ctrl+Entrée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="707"/>
        <source>&amp;Penalty…</source>
        <translation>Péna&amp;lité…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="708"/>
        <source>&amp;Undo last entry</source>
        <translation>&amp;Annuler la dernière saisie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="709"/>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="728"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="734"/>
        <source>&amp;New sheet</source>
        <translation>&amp;Nouvelle feuille</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="736"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="737"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="738"/>
        <source>&amp;Export CSV…</source>
        <translation>E&amp;xporter en CSV…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="753"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="754"/>
        <source>Scorekeeper</source>
        <translation>Marqueur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="854"/>
        <source>1 card each</source>
        <translation>1 carte chacun</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="855"/>
        <source>trumps (turn up the next card)</source>
        <translation>atout (retournez la carte suivante)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="859"/>
        <source>Enter the points each player announces, then the contract.</source>
        <translation>Saisissez les points annoncés par chaque joueur, puis le contrat.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="863"/>
        <source>swap: each side scores the other side&apos;s tricks</source>
        <translation>échange&#xa0;: chaque camp marque les plis de l’autre</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="864"/>
        <source>blind: cards are played face down</source>
        <translation>aveugle&#xa0;: les cartes sont jouées face cachée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="865"/>
        <source>then new partners</source>
        <translation>puis nouveaux partenaires</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="866"/>
        <source>then East–West move to the next table</source>
        <translation>puis Est–Ouest passent à la table suivante</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="870"/>
        <source>Enter each bid, then the tricks taken and the bug cards in them.</source>
        <translation>Saisissez chaque annonce, puis les plis faits et les cartes bug qu’ils contiennent.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="886"/>
        <source>Record &amp;tricks</source>
        <translation>Noter les &amp;plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="886"/>
        <source>Record &amp;bids</source>
        <translation>Noter les annon&amp;ces</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="888"/>
        <source>&amp;Record round</source>
        <translation>No&amp;ter la manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="939"/>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="945"/>
        <source>Offender</source>
        <translation>Fautif</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="949"/>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="950"/>
        <source>Revoke not corrected in time</source>
        <translation>Renonce non corrigée à temps</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="950"/>
        <source>Too few or too many cards</source>
        <translation>Trop peu ou trop de cartes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="953"/>
        <source>&amp;Offender:</source>
        <translation>&amp;Fautif&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="954"/>
        <source>&amp;Reason:</source>
        <translation>&amp;Motif&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="979"/>
        <source>revoke</source>
        <translation>renonce</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="979"/>
        <source>wrong cards</source>
        <translation>mauvais nombre de cartes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="987"/>
        <source>over-bid</source>
        <translation>excès</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="987"/>
        <source>under-bid</source>
        <translation>déficit</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="999"/>
        <source>swap</source>
        <translation>échange</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="999"/>
        <source>blind</source>
        <translation>aveugle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="1016"/>
        <source>zero</source>
        <translation>zéro</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="1064"/>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="1079"/>
        <source>Open a score sheet</source>
        <translation>Ouvrir une feuille de marque</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="1085"/>
        <source>Cannot open this score sheet</source>
        <translation>Impossible d’ouvrir cette feuille de marque</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="1104"/>
        <source>Save the score sheet</source>
        <translation>Enregistrer la feuille de marque</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="1114"/>
        <source>Cannot save</source>
        <translation>Impossible d’enregistrer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="1123"/>
        <source>Export CSV</source>
        <translation>Exporter en CSV</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="1123"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="1129"/>
        <source>Cannot export</source>
        <translation>Impossible d’exporter</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="192"/>
        <source>Score chart</source>
        <extracomment>Ordinals for places (Dumb Bunny seats up to 16), translated one by one. Line colours for the other players (Okabe–Ito based, colour-blind friendly), one set dark enough for a light background and one light enough for a dark background. More players than this and the score chart stops giving each its own colour. More finished matches than this and the results chart draws their running average over them.</extracomment>
        <translation>Courbe des scores</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="203"/>
        <source>No match in progress.
Game ▸ New to start one.</source>
        <translation>Aucune partie en cours.
Partie ▸ Nouvelle pour en commencer une.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="210"/>
        <source>The chart starts when the first round is scored.</source>
        <translation>La courbe commence quand la première manche est marquée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="223"/>
        <source>Running totals after round {0}: {1}</source>
        <translation>Totaux cumulés après la manche {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="241"/>
        <source>{0} {1} (leads the others)</source>
        <translation>{0} {1} (en tête des autres)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="242"/>
        <source>{0} others</source>
        <translation>{0} autres</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="342"/>
        <source>After round {0}</source>
        <translation>Après la manche {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="356"/>
        <source>Results over time</source>
        <translation>Résultats dans le temps</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="365"/>
        <source>No finished matches yet for this choice.</source>
        <translation>Aucune partie terminée pour ce choix.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="373"/>
        <source>{0} finished matches; the last: {1} points, {2} of {3}</source>
        <translation>{0} parties terminées&#xa0;; la dernière&#xa0;: {1} points, {2} sur {3}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="384"/>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="391"/>
        <source>Final total per match (average {0})</source>
        <translation>Total final par partie (moyenne {0})</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="396"/>
        <source>Place per match</source>
        <translation>Place par partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="416"/>
        <source>Match number · {0}</source>
        <translation>Numéro de partie · {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="440"/>
        <source>thick line: average of the last {0}</source>
        <translation>trait épais&#xa0;: moyenne des {0} dernières</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="482"/>
        <source>Match {0}, {1}
{2} points, {3} of {4}, {5} rounds</source>
        <translation>Partie {0}, {1}
{2} points, {3} sur {4}, {5} manches</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="495"/>
        <source>{0} of {1} ({2})</source>
        <translation>{0} sur {1} ({2})</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="503"/>
        <source>Matches played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="504"/>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="505"/>
        <source>Average score per match</source>
        <translation>Score moyen par partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="506"/>
        <source>Best final score</source>
        <translation>Meilleur score final</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="507"/>
        <source>Rounds played</source>
        <translation>Manches jouées</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="508"/>
        <source>Average score per round</source>
        <translation>Score moyen par manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="511"/>
        <source>Bids made</source>
        <translation>Annonces réussies</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="513"/>
        <source>Contracts made (your side declaring)</source>
        <translation>Contrats réussis (votre camp déclarant)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="515"/>
        <source>Hints used</source>
        <translation>Conseils utilisés</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="516"/>
        <source>Unfinished matches</source>
        <translation>Parties non terminées</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="539"/>
        <location filename="../../cardtable/ui/statistics.py" line="540"/>
        <source>Statistics</source>
        <extracomment>What a figure means, where the label alone leaves a doubt.</extracomment>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="551"/>
        <source>&amp;Practice matches instead</source>
        <translation>Parties d’&amp;entraînement à la place</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="552"/>
        <source>Matches in which undo was used are practice: they are kept apart and do not count in your figures. Tick to see them.</source>
        <translation>Les parties où vous avez annulé un coup sont des parties d’entraînement&#xa0;: elles sont tenues à part et ne comptent pas dans vos chiffres. Cochez pour les voir.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="554"/>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="556"/>
        <source>P&amp;layers</source>
        <translation>Jo&amp;ueurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="560"/>
        <source>Figures</source>
        <translation>Chiffres</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="561"/>
        <source>Figure</source>
        <translation>Chiffre</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="561"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="572"/>
        <source>Results chart shows</source>
        <translation>La courbe des résultats montre</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="573"/>
        <source>Final totals</source>
        <translation>Les totaux finaux</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="574"/>
        <source>Places</source>
        <translation>Les places</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="575"/>
        <source>&amp;Chart</source>
        <translation>&amp;Courbe</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="580"/>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="582"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Réinitialiser…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="583"/>
        <source>Delete the statistics shown, after asking</source>
        <translation>Effacer les statistiques affichées, après confirmation</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="634"/>
        <source>All</source>
        <translation>Tous</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="659"/>
        <source>The statistics file could not be read. It was kept as {0} and a fresh one started.</source>
        <translation>Le fichier des statistiques n’a pas pu être lu. Il a été conservé sous {0} et un nouveau a été commencé.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="664"/>
        <source>Practice matches (undo used) are not counted here: {0} finished. Tick “Practice matches instead” to see them.</source>
        <translation>Les parties d’entraînement (avec annulation) ne sont pas comptées ici&#xa0;: {0} terminées. Cochez «&#xa0;Parties d’entraînement à la place&#xa0;» pour les voir.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="677"/>
        <source>all player counts</source>
        <translation>tous les nombres de joueurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="677"/>
        <source>{0} players</source>
        <translation>{0} joueurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="679"/>
        <source>Reset statistics?</source>
        <translation>Réinitialiser les statistiques&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="680"/>
        <source>Delete every statistic of {0} ({1}), practice matches and hints included? This cannot be undone.</source>
        <translation>Effacer toutes les statistiques de {0} ({1}), parties d’entraînement et conseils compris&#xa0;? Impossible de revenir en arrière.</translation>
    </message>
</context>
<context>
    <name>AnnounceWidget</name>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="942"/>
        <source>Your points:</source>
        <translation>Vos points&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="949"/>
        <source>Your high-card points</source>
        <translation>Vos points d’honneurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="950"/>
        <source>Type your points (0–37) or use the arrows</source>
        <translation>Tapez vos points (0–37) ou utilisez les flèches</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="954"/>
        <location filename="../../cardtable/ui/decisions.py" line="956"/>
        <source>Count for me</source>
        <translation>Compter pour moi</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="957"/>
        <source>Add up the aces, kings, queens and jacks in your hand</source>
        <translation>Additionner les as, rois, dames et valets de votre main</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="968"/>
        <source>Count your points: A 4, K 3, Q 2, J 1</source>
        <translation>Comptez vos points&#xa0;: As 4, Roi 3, Dame 2, Valet 1</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="973"/>
        <source>You are the dealer, so you announce first.</source>
        <translation>Vous êtes le donneur&#xa0;: vous annoncez en premier.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="975"/>
        <source>Announce your high-card points, in turn from the dealer.</source>
        <translation>Annoncez vos points d’honneurs, chacun son tour à partir du donneur.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="981"/>
        <source>Announced so far: {list}</source>
        <translation>Annoncé jusqu’ici&#xa0;: {list}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="983"/>
        <source>Type the number · Enter announces</source>
        <translation>Tapez le nombre · Entrée annonce</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1005"/>
        <source>Announce {n}</source>
        <translation>Annoncer {n}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1006"/>
        <source>Announce</source>
        <translation>Annoncer</translation>
    </message>
</context>
<context>
    <name>AnswerInput</name>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="96"/>
        <source>{0}&apos;s points</source>
        <extracomment>What an input gives while nothing is chosen yet.</extracomment>
        <translation>Points de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="103"/>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="107"/>
        <source>North–South</source>
        <translation>Nord–Sud</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="107"/>
        <source>East–West</source>
        <translation>Est–Ouest</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="107"/>
        <source>Neither: 20–20, the deal is redealt</source>
        <translation>Aucune&#xa0;: 20–20, la donne est redistribuée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="108"/>
        <source>Pair</source>
        <translation>Paire</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="114"/>
        <source>Declarer</source>
        <translation>Déclarant</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="114"/>
        <source>Dummy</source>
        <translation>Mort</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="123"/>
        <source>Suit to lead</source>
        <translation>Couleur d’entame</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="125"/>
        <source>Card to lead</source>
        <translation>Carte d’entame</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="127"/>
        <source>Suit:</source>
        <translation>Couleur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="128"/>
        <source>Card:</source>
        <translation>Carte&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="137"/>
        <source>Number of tricks</source>
        <translation>Nombre de plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="138"/>
        <source>Tricks:</source>
        <translation>Plis&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="141"/>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="141"/>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="141"/>
        <source>Yes or no</source>
        <translation>Oui ou non</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="193"/>
        <source>Choose a suit</source>
        <translation>Choisissez une couleur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="201"/>
        <source>Choose a seat</source>
        <translation>Choisissez une place</translation>
    </message>
</context>
<context>
    <name>BleedingHeartsBidWidget</name>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="848"/>
        <source>Doublets  ×2</source>
        <translation>Doublets  ×2</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="849"/>
        <source>Doublets</source>
        <translation>Doublets</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="861"/>
        <source>Turnip: your bug suit is the turnip&apos;s suit, unknown until the bids are revealed; your score is doubled. Turnip does not combine with Doublets.</source>
        <translation>Turnip&#xa0;: votre couleur bug est celle du Turnip, inconnue jusqu’à la révélation des annonces&#xa0;; votre score est doublé. Turnip ne se combine pas avec Doublets.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="866"/>
        <source>Choose your bug suit — or the Turnip</source>
        <translation>Choisissez votre couleur bug — ou le Turnip</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="870"/>
        <source>Bids are secret: everyone&apos;s is revealed together once all have bid. Then the turnip is turned up; it joins the last trick.</source>
        <translation>Les annonces sont secrètes&#xa0;: elles sont toutes révélées ensemble une fois que chacun a annoncé. Puis le Turnip est retourné&#xa0;; il rejoint le dernier pli.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="876"/>
        <source>Scoring: 10 a trick ÷ the bug cards you take; 20 a trick with none. Turnip doubles it; Doublets doubles it if you take no bug card, and scores 0 if you take any.</source>
        <translation>Marque&#xa0;: 10 par pli ÷ les cartes bug que vous prenez&#xa0;; 20 par pli si vous n’en prenez aucune. Turnip double le score&#xa0;; Doublets le double si vous ne prenez aucune carte bug, et vaut 0 si vous en prenez une.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="881"/>
        <source>Keys: S H D C suit · T turnip · X doublets · Enter bids</source>
        <translation>Touches&#xa0;: S H D C couleur (♠ ♥ ♦ ♣) · T Turnip · X Doublets · Entrée annonce</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="904"/>
        <source>Doublets combines with a suit only: Turnip and Doublets do not combine.</source>
        <translation>Doublets ne se combine qu’avec une couleur&#xa0;: Turnip et Doublets ne se combinent pas.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="907"/>
        <source>Doublets: you promise to take no card of your bug suit. Clean, your score is doubled; any bug card and you score 0. Combines with a suit only, not with Turnip.</source>
        <translation>Doublets&#xa0;: vous promettez de ne prendre aucune carte de votre couleur bug. Sans bug, votre score est doublé&#xa0;; une seule carte bug et vous marquez 0. Se combine avec une couleur seulement, pas avec Turnip.</translation>
    </message>
</context>
<context>
    <name>BugamiBidWidget</name>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="732"/>
        <source>{name} as your bug suit: keep {name} out of the tricks you win</source>
        <extracomment>The special bids after the four suits: bid → (glyph, caption, key, is a card back).</extracomment>
        <translation>{name} comme couleur bug&#xa0;: évitez les {name} dans les plis que vous gagnez</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="737"/>
        <source>Zero: you expect to take no trick at all — {n} points if you take none</source>
        <translation>Zéro&#xa0;: vous comptez ne faire aucun pli — {n} points si vous n’en faites aucun</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="750"/>
        <source>Your bid: {bid}</source>
        <translation>Votre annonce&#xa0;: {bid}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="751"/>
        <location filename="../../cardtable/ui/decisions.py" line="829"/>
        <source>Waiting for the others…</source>
        <translation>En attente des autres…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="763"/>
        <source>bid ✓</source>
        <translation>annoncé ✓</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="763"/>
        <source>to bid</source>
        <translation>doit annoncer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="779"/>
        <source>Choose your bug suit — or bid Zero</source>
        <translation>Choisissez votre couleur bug — ou annoncez Zéro</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="782"/>
        <source>Bids are secret: everyone&apos;s is revealed together once all have bid.</source>
        <translation>Les annonces sont secrètes&#xa0;: elles sont toutes révélées ensemble une fois que chacun a annoncé.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="785"/>
        <source>The 1 undealt card goes with the last trick.</source>
        <translation>La carte non distribuée va avec le dernier pli.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="787"/>
        <source>The {n} undealt cards go with the last trick.</source>
        <translation>Les {n} cartes non distribuées vont avec le dernier pli.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="791"/>
        <source>Scoring: 10 a trick ÷ the bug cards you take; 20 a trick with none.</source>
        <translation>Marque&#xa0;: 10 par pli ÷ les cartes bug que vous prenez&#xa0;; 20 par pli si vous n’en prenez aucune.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="794"/>
        <source>Keys: S H D C suit · Z zero · Enter bids</source>
        <translation>Touches&#xa0;: S H D C couleur (♠ ♥ ♦ ♣) · Z Zéro · Entrée annonce</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="801"/>
        <source>{suit} with Doublets</source>
        <translation>{suit} avec Doublets</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="823"/>
        <source>Bid {suit} Doublets</source>
        <translation>Annoncer {suit} Doublets</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="825"/>
        <source>Bid {bid}</source>
        <translation>Annoncer {bid}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="826"/>
        <source>Bid</source>
        <translation>Annoncer</translation>
    </message>
</context>
<context>
    <name>BuggerBridgeBidWidget</name>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="561"/>
        <location filename="../../cardtable/ui/decisions.py" line="655"/>
        <source>Bid {n}</source>
        <translation>Annoncer {n}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="580"/>
        <source>How many tricks will you take?</source>
        <translation>Combien de plis allez-vous faire&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="583"/>
        <source>no trumps</source>
        <translation>sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="585"/>
        <source>trumps {suit} (turned up {card})</source>
        <translation>atout {suit} ({card} retourné)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="589"/>
        <source>trumps {suit}</source>
        <translation>atout {suit}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="590"/>
        <source>1 card each</source>
        <translation>1 carte chacun</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="590"/>
        <source>{n} cards each</source>
        <translation>{n} cartes chacun</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="597"/>
        <source>Bid {n}: take exactly {n} tricks</source>
        <translation>Annoncer {n}&#xa0;: faire exactement {n} plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="604"/>
        <source>Keys: 0–{top} choose · Enter bids</source>
        <translation>Touches&#xa0;: 0–{top} choisir · Entrée annonce</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="610"/>
        <source>Bid 0–{top}: {total} bid so far, even is {even}</source>
        <translation>Annoncez 0–{top}&#xa0;: {total} annoncés jusqu’ici, l’équilibre est à {even}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="611"/>
        <source>Bid 0–{top}: {total} bid so far, already over by {over}</source>
        <translation>Annoncez 0–{top}&#xa0;: {total} annoncés jusqu’ici, déjà {over} de trop</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="618"/>
        <source>Hook rule: as dealer you may not bid {b} — the bids would total {top}, the tricks in play, so everyone could make their bid.</source>
        <translation>Règle du donneur&#xa0;: en tant que donneur, vous ne pouvez pas annoncer {b} — les annonces totaliseraient {top}, le nombre de plis en jeu, et tout le monde pourrait réussir son annonce.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="621"/>
        <source>A bid of {b} is not allowed now.</source>
        <translation>Une annonce de {b} n’est pas permise maintenant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="630"/>
        <source> (dealer)</source>
        <translation> (donneur)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="634"/>
        <source>&lt;i&gt;your bid&lt;/i&gt;</source>
        <translation>&lt;i&gt;votre annonce&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="655"/>
        <source>Bid</source>
        <translation>Annoncer</translation>
    </message>
</context>
<context>
    <name>ContractWidget</name>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1039"/>
        <source>No trumps</source>
        <translation>Sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1053"/>
        <location filename="../../cardtable/ui/decisions.py" line="1084"/>
        <source>Part-score</source>
        <translation>Partielle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1054"/>
        <location filename="../../cardtable/ui/decisions.py" line="1084"/>
        <source>Game</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1061"/>
        <source>Part-score: 7 tricks, bonus 50</source>
        <translation>Partielle&#xa0;: 7 plis, prime 50</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1062"/>
        <source>Game: NT 9, ♥/♠ 10, ♣/♦ 11 tricks, bonus 300</source>
        <translation>Manche&#xa0;: SA 9, ♥/♠ 10, ♣/♦ 11 plis, prime 300</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1070"/>
        <source>No trumps: part-score 7 tricks, game 9</source>
        <translation>Sans-atout&#xa0;: partielle 7 plis, manche 9</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1071"/>
        <source>{name} as trumps: part-score 7 tricks, game {g}</source>
        <translation>{name} atout&#xa0;: partielle 7 plis, manche {g}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1078"/>
        <source>Choose a strain, then part-score or game</source>
        <translation>Choisissez une dénomination, puis partielle ou manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1081"/>
        <source>In {s}: part-score 7 tricks, game {g} tricks</source>
        <translation>À {s}&#xa0;: partielle 7 plis, manche {g} plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1085"/>
        <source>{level} in {s}: {n} tricks</source>
        <translation>{level} à {s}&#xa0;: {n} plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1092"/>
        <source>You are declarer: choose the contract</source>
        <translation>Vous êtes le déclarant&#xa0;: choisissez le contrat</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1103"/>
        <source>Your side holds {total} points (you {mine}, dummy {name} {theirs}).</source>
        <translation>Votre camp a {total} points (vous {mine}, le mort {name} {theirs}).</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1108"/>
        <source>Dummy: {name}.</source>
        <translation>Mort&#xa0;: {name}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1115"/>
        <source>Together you hold {fits}.</source>
        <translation>À vous deux, vous avez {fits}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1118"/>
        <source>Game needs more tricks but scores a 300 bonus instead of 50.</source>
        <translation>La manche demande plus de plis mais rapporte une prime de 300 au lieu de 50.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1119"/>
        <source>Keys: C D H S N strain · P part-score · G game · Enter plays</source>
        <translation>Touches&#xa0;: C D H S N dénomination (♣ ♦ ♥ ♠ SA) · P partielle · G manche · Entrée joue</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1133"/>
        <source>Made exactly: {made} points. Each trick short gives the defenders 50.</source>
        <translation>Réussi tout juste&#xa0;: {made} points. Chaque pli de chute donne 50 aux défenseurs.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1169"/>
        <source>game</source>
        <translation>manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1169"/>
        <source>part-score</source>
        <translation>partielle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1170"/>
        <source>Play {level} in {s}</source>
        <translation>Jouer {level} à {s}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1171"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="1208"/>
        <source>Decision</source>
        <extracomment>Every kind of decision, asked in turn whether a view is theirs.</extracomment>
        <translation>Décision</translation>
    </message>
</context>
<context>
    <name>DecisionWidget</name>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="407"/>
        <source>Confirm</source>
        <extracomment>Narrowest the controls may be: five tokens side by side, the bid row of a 8-card round. True when the action need not be one of ``view.legal`` (Minibridge points: the engine judges the count, and a wrong one is the student&apos;s lesson, not a bug).</extracomment>
        <translation>Confirmer</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="181"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="182"/>
        <source>&amp;New…</source>
        <translation>&amp;Nouvelle…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="183"/>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="184"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="185"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="186"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="187"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="188"/>
        <source>Score&amp;keeper…</source>
        <translation>&amp;Marqueur…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="190"/>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="191"/>
        <source>&amp;Claim the rest…</source>
        <translation>Réclamer les &amp;plis restants…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="192"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="195"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="197"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="201"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Dernier pli</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="202"/>
        <source>Read the &amp;table aloud</source>
        <translation>Lire la &amp;table à voix haute</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="203"/>
        <source>&amp;Review last round…</source>
        <translation>&amp;Revoir la dernière manche…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="204"/>
        <source>How would the &amp;computer have done?</source>
        <translation>Qu’aurait fait l’&amp;ordinateur&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="205"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Vitesse des animations</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="213"/>
        <source>&amp;Cards</source>
        <translation>&amp;Cartes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="214"/>
        <source>&amp;Four-colour deck</source>
        <translation>Jeu à &amp;quatre couleurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="218"/>
        <source>&amp;High contrast</source>
        <translation>&amp;Contraste élevé</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="233"/>
        <source>Back: {0}</source>
        <translation>Dos&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="240"/>
        <source>cardtable&apos;s own deck</source>
        <translation>Le jeu de cardtable</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="257"/>
        <source>&amp;Practice</source>
        <translation>E&amp;ntraînement</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="258"/>
        <source>&amp;Minibridge exercises…</source>
        <translation>Exercices de &amp;minibridge…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="260"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="261"/>
        <source>&amp;Rules…</source>
        <translation>&amp;Règles…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="262"/>
        <source>&amp;About cardtable</source>
        <translation>À &amp;propos de cardtable</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="345"/>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="346"/>
        <source>cardtable hit an unexpected error ({0}).

Your game is saved and will be offered when you start cardtable again. The details are in:
{1}</source>
        <translation>cardtable a rencontré une erreur inattendue ({0}).

Votre partie est enregistrée et vous sera proposée au prochain lancement de cardtable. Les détails se trouvent dans&#xa0;:
{1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="362"/>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="368"/>
        <source>Cannot open this game</source>
        <translation>Impossible d’ouvrir cette partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="376"/>
        <source>Resume?</source>
        <translation>Reprendre&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="377"/>
        <source>A {0} match was interrupted. Resume it where it stopped?</source>
        <translation>Une partie de {0} a été interrompue. La reprendre là où elle s’est arrêtée&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="397"/>
        <source>Saved {0}</source>
        <translation>{0} enregistrée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="402"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="412"/>
        <source>A hint is for your own decision: wait for your turn.</source>
        <translation>Un conseil porte sur votre propre décision&#xa0;: attendez votre tour.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="416"/>
        <source>Thinking about a hint…</source>
        <translation>Recherche d’un conseil…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="427"/>
        <source>Only declarer can claim, when it is declarer&apos;s or dummy&apos;s turn to play.</source>
        <translation>Seul le déclarant peut réclamer, quand c’est au déclarant ou au mort de jouer.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="433"/>
        <location filename="../../cardtable/ui/main_window.py" line="443"/>
        <source>Claim</source>
        <translation>Réclamation</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="434"/>
        <source>How many of the {0} remaining tricks do you claim?</source>
        <translation>Combien des {0} plis restants réclamez-vous&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="440"/>
        <source>The claim does not stand: the defence holds you to {0} of the {1} remaining tricks. For example: {2}</source>
        <translation>La réclamation ne tient pas&#xa0;: la défense vous limite à {0} des {1} plis restants. Par exemple&#xa0;: {2}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="442"/>
        <source>Claim refused: the defence holds you to {0}.</source>
        <translation>Réclamation refusée&#xa0;: la défense vous limite à {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="448"/>
        <source>Claim accepted: {0} of the {1} remaining tricks are yours.</source>
        <translation>Réclamation acceptée&#xa0;: {0} des {1} plis restants sont à vous.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="463"/>
        <source>Hint: {0}</source>
        <translation>Conseil&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="484"/>
        <source>Undone: back to your previous decision (practice match)</source>
        <translation>Annulé&#xa0;: retour à votre décision précédente (partie d’entraînement)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="522"/>
        <source>Match over — winner: {0}. Game ▸ New for another.</source>
        <translation>Partie terminée — gagnant&#xa0;: {0}. Partie ▸ Nouvelle pour rejouer.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="527"/>
        <source>Dealing…</source>
        <translation>Distribution…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="536"/>
        <source>Waiting for {0}…</source>
        <translation>En attente de {0}…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="585"/>
        <source>{0}. You can play: {1}.</source>
        <translation>{0}. Vous pouvez jouer&#xa0;: {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="598"/>
        <source> from dummy</source>
        <translation> depuis le mort</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="600"/>
        <source>Blind hand: pick any face-down card</source>
        <translation>Main à l’aveugle&#xa0;: prenez une carte face cachée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="602"/>
        <source>Your lead{0}</source>
        <translation>À vous d’entamer{0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="603"/>
        <source>Your turn to play{0}</source>
        <translation>À vous de jouer{0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="610"/>
        <source>, even is {0}</source>
        <translation>, l’équilibre est à {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="611"/>
        <source>Bid 0–{0}: {1} bid so far{2}</source>
        <translation>Annoncez 0–{0}&#xa0;: {1} annoncés jusqu’ici{2}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="613"/>
        <source>Announce your points</source>
        <translation>Annoncez vos points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="613"/>
        <source>Choose the contract</source>
        <translation>Choisissez le contrat</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="614"/>
        <source>Choose your bid — bids are revealed together</source>
        <translation>Choisissez votre annonce — elles sont révélées ensemble</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="684"/>
        <source>No round has been played to the end yet.</source>
        <translation>Aucune manche n’a encore été jouée jusqu’au bout.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="697"/>
        <source>Play a round first: then the computer plays the same cards in your seat.</source>
        <translation>Jouez d’abord une manche&#xa0;: l’ordinateur jouera ensuite les mêmes cartes à votre place.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="704"/>
        <source>The computer is playing round {0} again in your seat…</source>
        <translation>L’ordinateur rejoue la manche {0} à votre place…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="712"/>
        <source>The replay failed: {0}</source>
        <translation>Le rejeu a échoué&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="715"/>
        <source>Round {0}, same cards for everyone:

You: {1} points ({2} tricks)
The computer ({3}) in your seat: {4} points ({5} tricks)</source>
        <translation>Manche {0}, mêmes cartes pour tous&#xa0;:

Vous&#xa0;: {1} points ({2} plis)
L’ordinateur ({3}) à votre place&#xa0;: {4} points ({5} plis)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="720"/>
        <source>How would the computer have done?</source>
        <translation>Qu’aurait fait l’ordinateur&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="731"/>
        <source>No game in progress.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="737"/>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="737"/>
        <source>No trick has been played yet.</source>
        <translation>Aucun pli n’a encore été joué.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="754"/>
        <source>About cardtable</source>
        <translation>À propos de cardtable</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="755"/>
        <source>cardtable {0}
Five trick-taking card games against the computer.</source>
        <translation>cardtable {0}
Cinq jeux de cartes à levées contre l’ordinateur.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="69"/>
        <source>North</source>
        <extracomment>Default names of the computer seats 1..15: short, friendly, and starting with different letters so that a glance at the score sheet tells them apart. Levels tried in order for a computer seat nobody has chosen a level for: the strongest &quot;normal&quot; one once it exists, else the rule-of-thumb player; never &quot;random&quot; by default.</extracomment>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="70"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="71"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="72"/>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="107"/>
        <source>Random (plays any legal card)</source>
        <extracomment>Module helpers translate in the dialog&apos;s context; lupdate finds ``translate(&quot;NewGameDialog&quot;, …)`` calls and the ``QT_TRANSLATE_NOOP`` marks of the tables below.</extracomment>
        <translation>Aléatoire (joue n’importe quelle carte permise)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="108"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="109"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="110"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="127"/>
        <location filename="../../cardtable/ui/new_game.py" line="136"/>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="128"/>
        <location filename="../../cardtable/ui/new_game.py" line="137"/>
        <source>%1 (partner)</source>
        <translation>%1 (partenaire)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="131"/>
        <source>Table %1 · %2</source>
        <translation>Table %1 · %2</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="139"/>
        <source>Seat 1 (you)</source>
        <translation>Place 1 (vous)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="141"/>
        <source>Seat 2 (your left)</source>
        <translation>Place 2 (à votre gauche)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="142"/>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="148"/>
        <source>Hook rule</source>
        <extracomment>Friendlier labels than the record names, for the options the games have today; an option not listed here is labelled from its record name (&quot;zero_score&quot; → &quot;Zero score&quot;).</extracomment>
        <translation>Règle du donneur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="149"/>
        <location filename="../../cardtable/ui/new_game.py" line="151"/>
        <source>Game ends at</source>
        <translation>Fin de partie à</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="150"/>
        <source>Zero bid scores</source>
        <translation>Valeur de l’annonce Zéro</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="152"/>
        <source>Bid-card ranks</source>
        <translation>Rangs des cartes d’annonce</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="153"/>
        <source>Deals in a session</source>
        <translation>Donnes par séance</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="154"/>
        <source>Or play to a score of</source>
        <translation>Ou jouer jusqu’à un score de</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="155"/>
        <source>Hand card</source>
        <translation>Carte des mains</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="158"/>
        <source>Off (play the deals)</source>
        <extracomment>Text a spin box shows at its lowest value when that value means &quot;off&quot;.</extracomment>
        <translation>Non (jouer les donnes)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="160"/>
        <location filename="../../cardtable/ui/new_game.py" line="161"/>
        <location filename="../../cardtable/ui/new_game.py" line="162"/>
        <location filename="../../cardtable/ui/new_game.py" line="163"/>
        <source> points</source>
        <translation> points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="205"/>
        <source>No trumps</source>
        <extracomment>The focusable parts in tab order (a rank picker has three).</extracomment>
        <translation>Sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="206"/>
        <source>♠ trumps</source>
        <translation>atout ♠</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="207"/>
        <source>♥ trumps</source>
        <translation>atout ♥</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="208"/>
        <source>♦ trumps</source>
        <translation>atout ♦</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="209"/>
        <source>♣ trumps</source>
        <translation>atout ♣</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="212"/>
        <source>swap</source>
        <translation>échange</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="213"/>
        <source>blind</source>
        <translation>aveugle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="214"/>
        <source>then new partners</source>
        <translation>puis nouveaux partenaires</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="215"/>
        <source>then move tables</source>
        <translation>puis changement de table</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="245"/>
        <source>On</source>
        <translation>Activé</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="273"/>
        <source>%1, rank %2</source>
        <translation>%1, rang %2</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="326"/>
        <source>%1 (set in the record)</source>
        <translation>%1 (fixé par l’enregistrement)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="403"/>
        <source>You play this seat</source>
        <translation>Vous jouez cette place</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="444"/>
        <location filename="../../cardtable/ui/new_game.py" line="445"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="458"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="459"/>
        <source>The card game to play</source>
        <translation>Le jeu de cartes à jouer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="470"/>
        <source>Coming soon.</source>
        <translation>Bientôt disponible.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="477"/>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="479"/>
        <source>How to &amp;play…</source>
        <translation>&amp;Comment jouer…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="480"/>
        <source>Show the rules of the chosen game</source>
        <translation>Afficher les règles du jeu choisi</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="490"/>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="491"/>
        <source>&amp;Players</source>
        <translation>Jo&amp;ueurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="520"/>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="524"/>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="527"/>
        <source>Standard &amp;rules</source>
        <translation>&amp;Règles standard</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="528"/>
        <source>Restore the standard rules</source>
        <translation>Rétablir les règles standard</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="529"/>
        <source>Set this game&apos;s house rules back to the standard ones</source>
        <translation>Remettre les règles maison de ce jeu aux règles standard</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="536"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="537"/>
        <source>A number that fixes the shuffles; empty for random deals</source>
        <translation>Un nombre qui fixe les mélanges&#xa0;; vide pour des donnes aléatoires</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="538"/>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="540"/>
        <source>The same seed with the same setup deals the same cards. Leave empty for fresh random deals.</source>
        <translation>La même graine avec la même configuration distribue les mêmes cartes. Laissez vide pour de nouvelles donnes aléatoires.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="544"/>
        <source>&amp;Seed</source>
        <translation>&amp;Graine</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="560"/>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="576"/>
        <source>&amp;Deal</source>
        <translation>&amp;Distribuer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="577"/>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="581"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="621"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cardtable/ui/new_game.py" line="704"/>
        <source>%n players</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cardtable/ui/new_game.py" line="710"/>
        <source>always %n for %1</source>
        <translation>
            <numerusform>toujours %n pour %1</numerusform>
            <numerusform>toujours %n pour %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="712"/>
        <source>tables of four</source>
        <translation>tables de quatre</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="717"/>
        <source>Name, %1</source>
        <translation>Nom, %1</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="719"/>
        <source>Computer level, %1</source>
        <translation>Niveau de l’ordinateur, %1</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="754"/>
        <source>This game has no house rules to choose.</source>
        <translation>Ce jeu n’a pas de règles maison à choisir.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="800"/>
        <source>Choose a game.</source>
        <translation>Choisissez un jeu.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="805"/>
        <source>Every seat needs a name.</source>
        <translation>Chaque place doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="809"/>
        <source>Two players are called “%1”: give each their own name.</source>
        <translation>Deux joueurs s’appellent «&#xa0;%1&#xa0;»&#xa0;: donnez à chacun son propre nom.</translation>
    </message>
</context>
<context>
    <name>PracticeWindow</name>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="258"/>
        <source>Minibridge exercises</source>
        <translation>Exercices de minibridge</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="280"/>
        <source>Exercises</source>
        <translation>Exercices</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="281"/>
        <source>Exercise sets and deals</source>
        <translation>Séries d’exercices et donnes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="290"/>
        <source>Show &amp;all hands</source>
        <translation>Montrer &amp;toutes les mains</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="291"/>
        <source>Show all hands</source>
        <translation>Montrer toutes les mains</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="298"/>
        <source>&amp;Questions</source>
        <translation>&amp;Questions</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="299"/>
        <source>A&amp;nalysis</source>
        <translation>A&amp;nalyse</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="300"/>
        <source>&amp;Play</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="307"/>
        <source>Choose a deal on the left.</source>
        <translation>Choisissez une donne à gauche.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="316"/>
        <source>Questions done</source>
        <translation>Questions faites</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="324"/>
        <source>&amp;Check</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="328"/>
        <location filename="../../cardtable/ui/practice.py" line="535"/>
        <location filename="../../cardtable/ui/practice.py" line="564"/>
        <source>&amp;Next question</source>
        <translation>Question &amp;suivante</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="337"/>
        <source>Feedback</source>
        <translation>Correction</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="341"/>
        <source>&amp;Try this deal again</source>
        <translation>&amp;Refaire cette donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="355"/>
        <source>&amp;Show the answers and the analysis</source>
        <translation>&amp;Montrer les réponses et l’analyse</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="359"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="368"/>
        <source>Your seat</source>
        <translation>Votre place</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="369"/>
        <source>Play &amp;as:</source>
        <translation>Jouer &amp;comme&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="375"/>
        <source>Computer players</source>
        <translation>Joueurs ordinateur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="376"/>
        <source>&amp;Computer players:</source>
        <translation>Joueurs &amp;ordinateur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="378"/>
        <source>P&amp;lay this deal</source>
        <translation>Jouer &amp;la donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="381"/>
        <source>&amp;Undo my last play</source>
        <translation>&amp;Annuler ma dernière carte</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="385"/>
        <location filename="../../cardtable/ui/practice.py" line="679"/>
        <source>Play the deal against the computer in the main window; then replay it here trick by trick.</source>
        <translation>Jouez la donne contre l’ordinateur dans la fenêtre principale&#xa0;; puis rejouez-la ici pli par pli.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="392"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="395"/>
        <source>◀ &amp;Previous trick</source>
        <translation>◀ Pli &amp;précédent</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="397"/>
        <source>Next &amp;trick ▶</source>
        <translation>Pli s&amp;uivant ▶</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="411"/>
        <source>&amp;Deals</source>
        <translation>&amp;Donnes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="413"/>
        <source>&amp;Import PBN…</source>
        <translation>&amp;Importer un PBN…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="414"/>
        <source>&amp;Export this set as PBN…</source>
        <translation>&amp;Exporter cette série en PBN…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="416"/>
        <source>&amp;Generate a deal…</source>
        <translation>&amp;Générer une donne…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="417"/>
        <source>&amp;Edit this deal…</source>
        <translation>&amp;Modifier cette donne…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="418"/>
        <source>&amp;New deal by hand…</source>
        <translation>&amp;Nouvelle donne à la main…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="420"/>
        <source>&amp;Reset my progress…</source>
        <translation>&amp;Réinitialiser ma progression…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="422"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="439"/>
        <source>Exercises missing</source>
        <translation>Exercices introuvables</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="464"/>
        <source>Deal {0}</source>
        <translation>Donne {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="503"/>
        <source>Minibridge</source>
        <translation>Minibridge</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="504"/>
        <source>Minibridge exercises — {0}, deal {1}</source>
        <translation>Exercices de minibridge — {0}, donne {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="521"/>
        <source>Question {0} of {1}</source>
        <translation>Question {0} sur {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="526"/>
        <source>You see all four hands.</source>
        <translation>Vous voyez les quatre mains.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="527"/>
        <source>You see what the opening leader sees: their own hand and dummy.</source>
        <translation>Vous voyez ce que voit l’entameur&#xa0;: sa propre main et le mort.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="528"/>
        <source>You see what declarer sees: their own hand and dummy.</source>
        <translation>Vous voyez ce que voit le déclarant&#xa0;: sa propre main et le mort.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="564"/>
        <source>&amp;Finish</source>
        <translation>&amp;Terminer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="567"/>
        <source>Right</source>
        <translation>Juste</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="567"/>
        <source>Not quite — see why</source>
        <translation>Pas tout à fait — voyez pourquoi</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="575"/>
        <source>declarer</source>
        <translation>déclarant</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="575"/>
        <source>dummy</source>
        <translation>mort</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="577"/>
        <source>leads</source>
        <translation>entame</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="592"/>
        <source>All done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="594"/>
        <source>You answered {0} of {1} right.</source>
        <translation>Vous avez bien répondu à {0} questions sur {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="602"/>
        <source>Progress saved. Try the Play tab to play the deal.</source>
        <translation>Progression enregistrée. Essayez l’onglet Jeu pour jouer la donne.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="621"/>
        <source>&lt;p&gt;Answer the questions first — or press the button above to see every answer now.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Répondez d’abord aux questions — ou appuyez sur le bouton ci-dessus pour voir toutes les réponses maintenant.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="639"/>
        <source> (works here)</source>
        <translation> (réussit ici)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="639"/>
        <source> (fails here)</source>
        <translation> (échoue ici)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="667"/>
        <source> — declarer (you play dummy too)</source>
        <translation> — déclarant (vous jouez aussi le mort)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="669"/>
        <source> — dummy (you watch)</source>
        <translation> — mort (vous regardez)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="671"/>
        <source> — defender</source>
        <translation> — défenseur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="678"/>
        <source>A 20–20 deal is thrown in: there is nothing to play.</source>
        <translation>Une donne 20–20 est annulée&#xa0;: il n’y a rien à jouer.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="691"/>
        <source>You ({0})</source>
        <translation>Vous ({0})</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="706"/>
        <source>Playing in the main window… Undo is in Game ▸ Undo, or the button above.</source>
        <translation>Partie en cours dans la fenêtre principale… Annuler est dans Partie ▸ Annuler, ou le bouton ci-dessus.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="733"/>
        <source>The deal was thrown in.</source>
        <translation>La donne a été annulée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="737"/>
        <source>&lt;b&gt;{0} by {1}&lt;/b&gt;: {2} tricks, {3:+d} points for declarer&apos;s side.</source>
        <translation>&lt;b&gt;{0} par {1}&lt;/b&gt;&#xa0;: {2} plis, {3:+d} points pour le camp du déclarant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="742"/>
        <source>exactly the double-dummy result</source>
        <translation>exactement le résultat à double mort</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="743"/>
        <source>{0} more than double dummy (the defence slipped)</source>
        <translation>{0} de plus qu’à double mort (la défense a faibli)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="744"/>
        <source>{0} fewer than double dummy</source>
        <translation>{0} de moins qu’à double mort</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="745"/>
        <source>Double dummy, declarer takes {0} tricks in {1}: {2}.</source>
        <translation>À double mort, le déclarant fait {0} plis à {1}&#xa0;: {2}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="748"/>
        <source>Best contract: {0}, {1:+d}.</source>
        <translation>Meilleur contrat&#xa0;: {0}, {1:+d}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="779"/>
        <source>Trick {0}&lt;br&gt;{1} led, {2} won</source>
        <translation>Pli {0}&lt;br&gt;{1} entame, {2} gagne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="782"/>
        <source>Trick {0} of {1}: {2}. Won by {3}.</source>
        <translation>Pli {0} sur {1}&#xa0;: {2}. Gagné par {3}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="790"/>
        <source>Import PBN deals</source>
        <translation>Importer des donnes PBN</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="798"/>
        <source>Cannot read this PBN file</source>
        <translation>Impossible de lire ce fichier PBN</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="803"/>
        <source>Imported {0} deals from {1}</source>
        <translation>{0} donnes importées depuis {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="817"/>
        <source>Export the deals as PBN</source>
        <translation>Exporter les donnes en PBN</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="826"/>
        <source>Cannot save</source>
        <translation>Impossible d’enregistrer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="828"/>
        <source>Saved {0} deals to {1}</source>
        <translation>{0} donnes enregistrées dans {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="831"/>
        <source>My deal</source>
        <translation>Ma donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="856"/>
        <source>Reset progress?</source>
        <translation>Réinitialiser la progression&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="857"/>
        <source>Forget every answer you have given, on every deal?</source>
        <translation>Oublier toutes vos réponses, sur toutes les donnes&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="861"/>
        <source>Progress reset.</source>
        <translation>Progression réinitialisée.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../cardtable/ui/review.py" line="82"/>
        <source>Review of round {0}</source>
        <extracomment>Grid cells (row, column) of the seats, clockwise from the reviewer at the bottom, for tables of up to four; bigger tables show the hands in rows above the felt. (direction (dx, dy) from the centre, card, caption, wins) for each card shown.</extracomment>
        <translation>Revue de la manche {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/review.py" line="94"/>
        <source>Hand of {0}</source>
        <translation>Main de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/review.py" line="89"/>
        <source>The trick</source>
        <translation>Le pli</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/review.py" line="113"/>
        <source>What happened in the trick</source>
        <translation>Ce qui s’est passé dans le pli</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/review.py" line="116"/>
        <source>|◀ Start</source>
        <translation>|◀ Début</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/review.py" line="117"/>
        <source>◀ Previous</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/review.py" line="118"/>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/review.py" line="119"/>
        <source>End ▶|</source>
        <translation>Fin ▶|</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/review.py" line="148"/>
        <source>&lt;p&gt;The hands as dealt. Step through the play with ▶ or the arrow keys.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les mains telles que distribuées. Suivez le jeu pas à pas avec ▶ ou les touches fléchées.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/review.py" line="199"/>
        <source>Trick {0} of {1} — won by {2}</source>
        <translation>Pli {0} sur {1} — gagné par {2}</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../cardtable/ui/rules_text.py" line="47"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/rules_text.py" line="48"/>
        <source>Rules of the games</source>
        <translation>Règles des jeux</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/rules_text.py" line="50"/>
        <source>Game whose rules are shown</source>
        <translation>Jeu dont les règles sont affichées</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/rules_text.py" line="53"/>
        <source>&amp;Rules of</source>
        <translation>&amp;Règles de</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/rules_text.py" line="56"/>
        <source>Rules text</source>
        <translation>Texte des règles</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/rules_text.py" line="62"/>
        <source>Close the rules</source>
        <translation>Fermer les règles</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/rules_text.py" line="89"/>
        <source>Rules of %1</source>
        <translation>Règles de %1</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="793"/>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="797"/>
        <location filename="../../cardtable/ui/score_sheet.py" line="843"/>
        <source>No game in progress</source>
        <translation>Aucune partie en cours</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="799"/>
        <source>Score sheet summary</source>
        <translation>Résumé de la feuille de marque</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="804"/>
        <source>Score sheet table</source>
        <translation>Tableau de la feuille de marque</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="805"/>
        <source>One row per round, one column per player, totals at the bottom</source>
        <translation>Une ligne par manche, une colonne par joueur, les totaux en bas</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="817"/>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="818"/>
        <source>Export the score sheet as CSV</source>
        <translation>Exporter la feuille de marque en CSV</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="819"/>
        <source>Save the score sheet as a CSV file for a spreadsheet</source>
        <translation>Enregistrer la feuille de marque en fichier CSV pour un tableur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="894"/>
        <source>Export score sheet</source>
        <translation>Exporter la feuille de marque</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="894"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="902"/>
        <source>Export failed</source>
        <translation>Échec de l’exportation</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="902"/>
        <source>Could not write {path}: {error}</source>
        <translation>Impossible d’écrire {path}&#xa0;: {error}</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="35"/>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="35"/>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="35"/>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="36"/>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="36"/>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="36"/>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="37"/>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="37"/>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="37"/>
        <source>ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="38"/>
        <source>jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="38"/>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="38"/>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="39"/>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="47"/>
        <source>{0} of {1}</source>
        <translation>{0} de {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="57"/>
        <source>no cards</source>
        <translation>aucune carte</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="61"/>
        <source>no trumps</source>
        <translation>sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="87"/>
        <source>Round {0}: {1} deals.</source>
        <translation>Manche {0}&#xa0;: {1} distribue.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="90"/>
        <location filename="../../cardtable/ui/announcer.py" line="182"/>
        <source>Your hand: {0}.</source>
        <translation>Votre main&#xa0;: {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="92"/>
        <source>Your hand is face down.</source>
        <translation>Votre main est face cachée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="96"/>
        <source>Turned up: the {0}; {1} are trumps.</source>
        <translation>Carte retournée&#xa0;: {0}&#xa0;; atout {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="103"/>
        <source>You bid {0}.</source>
        <translation>Vous annoncez {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="104"/>
        <source>{0} bids {1}.</source>
        <translation>{0} annonce {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="107"/>
        <source>even</source>
        <translation>équilibre</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="107"/>
        <source>over</source>
        <translation>excès</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="108"/>
        <source>under</source>
        <translation>déficit</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="109"/>
        <source>Bids total {0} for {1} tricks: {2}.</source>
        <translation>Les annonces totalisent {0} pour {1} plis&#xa0;: {2}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="114"/>
        <source>{0} has chosen.</source>
        <translation>{0} a choisi.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="120"/>
        <source>zero</source>
        <translation>zéro</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="122"/>
        <source>Turnip</source>
        <translation>Turnip</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="124"/>
        <source>avoids {0}</source>
        <translation>évite {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="126"/>
        <source>with Doublets</source>
        <translation>avec Doublets</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="128"/>
        <source>Bids: {0}.</source>
        <translation>Annonces&#xa0;: {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="131"/>
        <source>The Turnip is the {0}.</source>
        <translation>Le Turnip est&#xa0;: {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="134"/>
        <source>{0} announces {1} points.</source>
        <translation>{0} annonce {1} points.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="137"/>
        <source>20–20: thrown in; {0} deals again.</source>
        <translation>20–20&#xa0;: donne annulée&#xa0;; {0} redistribue.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="140"/>
        <source>{0} declares; {1} is dummy.</source>
        <translation>{0} est déclarant&#xa0;; {1} est le mort.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="143"/>
        <source>Dummy: {0}.</source>
        <translation>Le mort&#xa0;: {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="146"/>
        <source>game</source>
        <translation>manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="146"/>
        <source>part-score</source>
        <translation>partielle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="147"/>
        <source>Contract: {0} in {1} by {2}; {3} tricks needed.</source>
        <translation>Contrat&#xa0;: {0} à {1} par {2}&#xa0;; {3} plis demandés.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="154"/>
        <source>You play the {0}.</source>
        <translation>Vous jouez {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="155"/>
        <source>{0} plays the {1}.</source>
        <translation>{0} joue {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="161"/>
        <source>You win trick {0}.</source>
        <translation>Vous gagnez le pli {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="162"/>
        <source>{0} wins trick {1}.</source>
        <translation>{0} gagne le pli {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="167"/>
        <source>Round over. Scores: {0}. Totals: {1}.</source>
        <translation>Manche terminée. Scores&#xa0;: {0}. Totaux&#xa0;: {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="171"/>
        <source>Match over. Winner: {0}.</source>
        <translation>Partie terminée. Gagnant&#xa0;: {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="180"/>
        <source>{0} are trumps.</source>
        <translation>Atout {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="187"/>
        <source>On the table: {0}.</source>
        <translation>Sur la table&#xa0;: {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="189"/>
        <source>No card on the table yet.</source>
        <translation>Aucune carte sur la table pour l’instant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="192"/>
        <source>Tricks won: {0}.</source>
        <translation>Plis gagnés&#xa0;: {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="196"/>
        <source>Your turn.</source>
        <translation>À vous.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="198"/>
        <source>It is {0}&apos;s turn.</source>
        <translation>C’est à {0}.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="18"/>
        <source>clubs</source>
        <extracomment>Table strings are translated in the context &quot;Table&quot;, placeholders filled after; the calls spell out ``translate(&quot;Table&quot;, &quot;…&quot;)`` so that pyside6-lupdate finds them.</extracomment>
        <translation>trèfle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="19"/>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="20"/>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="21"/>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="33"/>
        <source>zero</source>
        <translation>zéro</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="35"/>
        <location filename="../../cardtable/ui/table_scene.py" line="385"/>
        <source>Turnip</source>
        <translation>Turnip</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="37"/>
        <source>{0} Doublets</source>
        <translation>{0} Doublets</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="37"/>
        <source>bug {0}</source>
        <translation>bug {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="46"/>
        <source>bid {0}</source>
        <translation>annonce {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="60"/>
        <source>{0} pts</source>
        <translation>{0} pts</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="63"/>
        <source>declarer</source>
        <translation>déclarant</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="65"/>
        <source>game</source>
        <translation>manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="65"/>
        <source>part-score</source>
        <translation>partielle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="67"/>
        <source>declarer · {0} {1} ({2})</source>
        <translation>déclarant · {0} {1} ({2})</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="70"/>
        <source>dummy</source>
        <translation>mort</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="74"/>
        <source>partner</source>
        <translation>partenaire</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="87"/>
        <source>{0} card each</source>
        <translation>{0} carte chacun</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="87"/>
        <source>{0} cards each</source>
        <translation>{0} cartes chacun</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="88"/>
        <source>Round {0} of {1}</source>
        <translation>Manche {0} sur {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="92"/>
        <location filename="../../cardtable/ui/badges.py" line="113"/>
        <source>Deal {0}</source>
        <translation>Donne {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="96"/>
        <source>Hand {0} of {1}</source>
        <translation>Main {0} sur {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="106"/>
        <source>done</source>
        <translation>terminée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="108"/>
        <source>playing</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="108"/>
        <source>waiting</source>
        <translation>en attente</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="109"/>
        <source>Table {0}: {1} &amp; {2} {3} – {4} &amp; {5} {6} ({7})</source>
        <translation>Table {0}&#xa0;: {1} et {2} {3} – {4} et {5} {6} ({7})</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="115"/>
        <source>game is {0}</source>
        <translation>partie en {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="122"/>
        <source>No trumps</source>
        <translation>Sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="123"/>
        <source>Trumps: {0} {1}</source>
        <translation>Atout&#xa0;: {0} {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/seat_plate.py" line="42"/>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/seat_plate.py" line="46"/>
        <source>{0} trick won</source>
        <translation>{0} pli gagné</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/seat_plate.py" line="46"/>
        <source>{0} tricks won</source>
        <translation>{0} plis gagnés</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/seat_plate.py" line="49"/>
        <source>to play</source>
        <translation>doit jouer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/seat_plate.py" line="96"/>
        <source>won {0}</source>
        <translation>plis&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/table_scene.py" line="387"/>
        <source>Undealt ({0})</source>
        <translation>Non distribuées ({0})</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/table_scene.py" line="631"/>
        <source>Round over — top score {0}: {1}</source>
        <translation>Manche terminée — meilleur score {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/table_scene.py" line="633"/>
        <source>Round over</source>
        <translation>Manche terminée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/table_scene.py" line="639"/>
        <source>20–20: the same dealer deals again</source>
        <translation>20–20&#xa0;: le même donneur redistribue</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/table_scene.py" line="646"/>
        <source>Match over — winners: {0}</source>
        <translation>Partie terminée — gagnants&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/table_scene.py" line="648"/>
        <source>Match over — winner: {0}</source>
        <translation>Partie terminée — gagnant&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="62"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="94"/>
        <source>{0}, {1} of {2} playable</source>
        <translation>{0}, {1} cartes jouables sur {2}</translation>
    </message>
</context>
<context>
    <name>TrickHistory</name>
    <message>
        <location filename="../../cardtable/ui/history_dock.py" line="26"/>
        <source>Tricks played this round</source>
        <translation>Plis joués dans cette manche</translation>
    </message>
</context>
</TS>
