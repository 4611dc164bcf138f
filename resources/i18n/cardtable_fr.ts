<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Analysis</name>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="130"/>
        <source>game in no trumps</source>
        <translation>la manche à sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="131"/>
        <source>game in spades</source>
        <translation>la manche à pique</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="132"/>
        <source>game in hearts</source>
        <translation>la manche à cœur</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="133"/>
        <source>game in diamonds</source>
        <translation>la manche à carreau</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="134"/>
        <source>game in clubs</source>
        <translation>la manche à trèfle</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="135"/>
        <source>a part-score in no trumps</source>
        <translation>une partielle à sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="136"/>
        <source>a part-score in spades</source>
        <translation>une partielle à pique</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="137"/>
        <source>a part-score in hearts</source>
        <translation>une partielle à cœur</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="138"/>
        <source>a part-score in diamonds</source>
        <translation>une partielle à carreau</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="139"/>
        <source>a part-score in clubs</source>
        <translation>une partielle à trèfle</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="185"/>
        <source>No top tricks: declarer and dummy hold no ace.</source>
        <translation>Aucune levée maîtresse&#xa0;: le déclarant et le mort n’ont pas d’as.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="186"/>
        <source>One top trick</source>
        <translation>Une levée maîtresse</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="186"/>
        <location filename="../../cardtable/bridge/analysis.py" line="776"/>
        <source>{0} top tricks</source>
        <translation>{0} levées maîtresses</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="187"/>
        <source>{0}: {1}.</source>
        <translation>{0}&#xa0;: {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="229"/>
        <source>The {0} is not a top trick: the {1} in the other hand block the suit, so two honours fall on the same trick.</source>
        <translation>Pas de levée maîtresse avec {0}&#xa0;: {1} de l’autre main bloquent la couleur, si bien que deux honneurs tombent dans la même levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="231"/>
        <source>The {0} are not top tricks: the {1} in the other hand block the suit, so honours fall on the same tricks.</source>
        <translation>Pas de levées maîtresses avec {0}&#xa0;: {1} de l’autre main bloquent la couleur, si bien que des honneurs tombent dans les mêmes levées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1772"/>
        <source>The {0} are at risk: {1} has one {2} and {4} trumps, too many for declarer to draw, so could trump the {3} round.</source>
        <translation>Les levées à {0} sont en danger&#xa0;: {1} n’a qu’un {2} et a {4} atouts, trop pour que le déclarant les tire, et pourrait donc couper au {3} tour.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1774"/>
        <source>The {0} are at risk: {1} has {5} {2} and {4} trumps, too many for declarer to draw, so could trump the {3} round.</source>
        <translation>Les levées à {0} sont en danger&#xa0;: {1} n’a que {5} {2} et a {4} atouts, trop pour que le déclarant les tire, et pourrait donc couper au {3} tour.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1769"/>
        <source>The {0} are at risk: {1} has no {0} and {2} trumps, too many for declarer to draw, so could trump the first round.</source>
        <translation>Les levées à {0} sont en danger&#xa0;: {1} n’a pas de {0} et a {2} atouts, trop pour que le déclarant les tire, et pourrait donc couper dès le premier tour.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1794"/>
        <source>The {0} are safe only once trumps are drawn: {1} has no {0} and could trump the first round.</source>
        <translation>Les levées à {0} ne sont sûres qu’une fois les atouts tirés&#xa0;: {1} n’a pas de {0} et pourrait couper dès le premier tour.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1796"/>
        <source>The {0} are safe only once trumps are drawn: {1} has one {2} and could trump the {3} round.</source>
        <translation>Les levées à {0} ne sont sûres qu’une fois les atouts tirés&#xa0;: {1} n’a qu’un {2} et pourrait couper au {3} tour.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1798"/>
        <source>The {0} are safe only once trumps are drawn: {1} has {4} {2} and could trump the {3} round.</source>
        <translation>Les levées à {0} ne sont sûres qu’une fois les atouts tirés&#xa0;: {1} n’a que {4} {2} et pourrait couper au {3} tour.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="350"/>
        <source>one spade ({1})</source>
        <translation>une à pique ({1})</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="350"/>
        <source>one heart ({1})</source>
        <translation>une à cœur ({1})</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="351"/>
        <source>one diamond ({1})</source>
        <translation>une à carreau ({1})</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="351"/>
        <source>one club ({1})</source>
        <translation>une à trèfle ({1})</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="352"/>
        <source>{0} spades ({1})</source>
        <translation>{0} à pique ({1})</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="352"/>
        <source>{0} hearts ({1})</source>
        <translation>{0} à cœur ({1})</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="353"/>
        <source>{0} diamonds ({1})</source>
        <translation>{0} à carreau ({1})</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="353"/>
        <source>{0} clubs ({1})</source>
        <translation>{0} à trèfle ({1})</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="476"/>
        <source>{0} {1} between declarer and dummy: a fit in a major suit makes a good trump suit.</source>
        <translation>{0} {1} entre le déclarant et le mort&#xa0;: un fit dans une couleur majeure fait un bon atout.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="490"/>
        <source>No eight-card major fit, but {0} in one hand lose at most one trick even opposite a singleton: a suit that good makes trumps by itself, and a major game needs only ten.</source>
        <translation>Pas de fit de huit cartes en majeure, mais {0} dans une seule main ne perdent au plus qu’une levée, même en face d’un singleton&#xa0;: une couleur aussi solide fait l’atout à elle seule, et une manche en majeure ne demande que dix levées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="495"/>
        <source>No eight-card major fit and nothing stops the defenders&apos; {0}: play in the {1}-card fit in {2}.</source>
        <translation>Pas de fit de huit cartes en majeure, et rien n’arrête la défense à {0}&#xa0;: jouez dans le fit de {1} cartes à {2}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="497"/>
        <source>No eight-card major fit and a short suit lets declarer trump: play in the {1}-card fit in {2}.</source>
        <translation>Pas de fit de huit cartes en majeure, et une couleur courte permet au déclarant de couper&#xa0;: jouez dans le fit de {1} cartes à {2}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="501"/>
        <source>No eight-card fit to choose as trumps, so no trumps — though the {0} are unguarded.</source>
        <translation>Pas de fit de huit cartes pour choisir l’atout, donc sans-atout — même si rien n’arrête la défense à {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="505"/>
        <source>No eight-card fit in a major suit, and every suit guarded — the {0} by their length, where the defenders can take only their honours: no trumps, where game needs only nine.</source>
        <translation>Pas de fit de huit cartes en majeure, et toutes les couleurs sont arrêtées — à {0} par la longueur, où la défense ne peut prendre que ses honneurs&#xa0;: sans-atout, où la manche ne demande que neuf levées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="508"/>
        <source>No eight-card fit in a major suit, and every suit guarded — the {0} by their length, where the defenders can take only their honours: no trumps.</source>
        <translation>Pas de fit de huit cartes en majeure, et toutes les couleurs sont arrêtées — à {0} par la longueur, où la défense ne peut prendre que ses honneurs&#xa0;: sans-atout.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="512"/>
        <source>No eight-card fit in a major suit and every suit guarded: no trumps, where game needs only nine.</source>
        <translation>Pas de fit de huit cartes en majeure, et toutes les couleurs sont arrêtées&#xa0;: sans-atout, où la manche ne demande que neuf levées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="514"/>
        <source>No eight-card fit in a major suit and every suit guarded: no trumps.</source>
        <translation>Pas de fit de huit cartes en majeure, et toutes les couleurs sont arrêtées&#xa0;: sans-atout.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="655"/>
        <source>{0} announces first because {0} is the dealer.</source>
        <translation>{0} annonce en premier, car {0} est le donneur.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="660"/>
        <source>Neither: each pair has 20 points, so the cards are thrown in and the same dealer deals again (a redeal).</source>
        <translation>Aucune&#xa0;: chaque paire a 20 points, alors les cartes sont ramassées et le même donneur distribue à nouveau.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="664"/>
        <source>{0} are the declaring side: they have {1} points between the two hands, {2} only {3}.</source>
        <translation>{0} forment le camp du déclarant&#xa0;: ils ont {1} points à eux deux, {2} seulement {3}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="668"/>
        <source>{0} is declarer, having more points ({1} to {2}); {3} is dummy, the hand opposite declarer.</source>
        <translation>{0} est le déclarant, car il a le plus de points ({1} contre {2})&#xa0;; {3} est le mort, la main en face du déclarant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="672"/>
        <source>{0} and {1} have {2} points each, so {0}, who announced first, is declarer and {1} is dummy.</source>
        <translation>{0} et {1} ont {2} points chacun&#xa0;: {0}, qui a annoncé en premier, est donc le déclarant, et {1} le mort.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="675"/>
        <source>{0} makes the opening lead, being on declarer&apos;s left.</source>
        <translation>{0} fait l’entame, car il est assis à la gauche du déclarant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="690"/>
        <source>Winners are not yet tricks, though: the defenders can take theirs first, and with all four hands seen {0} makes only 1 trick.</source>
        <translation>Mais des cartes maîtresses ne sont pas encore des levées&#xa0;: la défense peut encaisser les siennes d’abord, et avec les quatre mains sous les yeux {0} ne fait qu’une levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="692"/>
        <source>Winners are not yet tricks, though: the defenders can take theirs first, and with all four hands seen {0} makes only {1} tricks.</source>
        <translation>Mais des cartes maîtresses ne sont pas encore des levées&#xa0;: la défense peut encaisser les siennes d’abord, et avec les quatre mains sous les yeux {0} ne fait que {1} levées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="713"/>
        <source>{0} has 0 points</source>
        <translation>{0} a 0 point</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="714"/>
        <source>{0} has 1 point</source>
        <translation>{0} a 1 point</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="714"/>
        <source>{0} has {1} points</source>
        <translation>{0} a {1} points</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="718"/>
        <source>{0}; {1}</source>
        <comment>two players&apos; points in a list</comment>
        <translation>{0}&#xa0;; {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="719"/>
        <source>{0}. That is 40 in all (A 4, K 3, Q 2, J 1).</source>
        <translation>{0}. Cela fait 40 en tout (As 4, Roi 3, Dame 2, Valet 1).</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="739"/>
        <source>one more in {1}</source>
        <comment>a side suit&apos;s losers</comment>
        <translation>une de plus à {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="740"/>
        <source>{0} more in {1}</source>
        <comment>a side suit&apos;s losers</comment>
        <translation>{0} de plus à {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="745"/>
        <source>one trick in {1}</source>
        <comment>a side suit&apos;s losers</comment>
        <translation>une levée à {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="746"/>
        <source>{0} tricks in {1}</source>
        <comment>a side suit&apos;s losers</comment>
        <translation>{0} levées à {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="750"/>
        <source>one in trumps</source>
        <translation>une à l’atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="750"/>
        <source>{0} in trumps</source>
        <translation>{0} à l’atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="751"/>
        <source>one trick in trumps</source>
        <translation>une levée à l’atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="751"/>
        <source>{0} tricks in trumps</source>
        <translation>{0} levées à l’atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="756"/>
        <source>But the defenders can take {0}, so no more than {1} are there for declarer, unless the finesse in {2} saves a trump loser.</source>
        <translation>Mais la défense peut prendre {0}, il n’en reste donc pas plus de {1} pour le déclarant, à moins que l’impasse à {2} n’épargne une perdante d’atout.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="759"/>
        <source>But the defenders can take {0}, so no more than {1} are there for declarer, unless a lead towards the king in {2} saves a trump loser.</source>
        <translation>Mais la défense peut prendre {0}, il n’en reste donc pas plus de {1} pour le déclarant, à moins qu’un jeu vers le roi à {2} n’épargne une perdante d’atout.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="762"/>
        <source>But the defenders can take {0}, so no more than {1} are there for declarer.</source>
        <translation>Mais la défense peut prendre {0}, il n’en reste donc pas plus de {1} pour le déclarant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="775"/>
        <source>no top tricks</source>
        <translation>aucune levée maîtresse</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="776"/>
        <source>one top trick</source>
        <translation>une levée maîtresse</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="781"/>
        <source>Yes.</source>
        <translation>Oui.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="781"/>
        <source>No.</source>
        <translation>Non.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="784"/>
        <source>Declarer and dummy have {0} points between them, and with {1} or more game is worth going for.</source>
        <translation>Le déclarant et le mort ont {0} points à eux deux, et à partir de {1}, la manche vaut d’être tentée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="787"/>
        <source>Declarer and dummy have only {0} points between them and no eight-card fit: with {1} or fewer and no fit, game is out of reach.</source>
        <translation>Le déclarant et le mort n’ont que {0} points à eux deux et aucun fit de huit cartes&#xa0;: avec {1} points ou moins et sans fit, la manche est hors de portée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="791"/>
        <source>Declarer and dummy have {0} points between them: fewer than the {1} that make game worth going for on points alone, so the tricks decide.</source>
        <translation>Le déclarant et le mort ont {0} points à eux deux&#xa0;: moins que les {1} qui justifient la manche sur les seuls points, donc ce sont les levées qui décident.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="798"/>
        <source>Declarer and dummy have {0} points between them: on points alone game is out of reach, but with {1} {2} they have a fit, so the tricks decide.</source>
        <translation>Le déclarant et le mort ont {0} points à eux deux&#xa0;: sur les seuls points la manche est hors de portée, mais avec {1} cartes à {2} ils ont un fit, donc ce sont les levées qui décident.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="805"/>
        <source>{0} needs {1}</source>
        <comment>game in hearts needs ten (tricks)</comment>
        <translation>{0} en demande {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="807"/>
        <source>{0} needs {1}.</source>
        <comment>Game in hearts needs ten (tricks).</comment>
        <translation>{0} demande {1} levées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="811"/>
        <source>In no trumps, declarer counts {0}, and {1}.</source>
        <translation>À sans-atout, le déclarant compte {0}, et {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="813"/>
        <source>With {0} as trumps, declarer counts {1}, and {2}.</source>
        <translation>Avec l’atout {0}, le déclarant compte {1}, et {2}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="822"/>
        <source>So declarer should certainly go for game.</source>
        <translation>Le déclarant doit donc tenter la manche sans hésiter.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="825"/>
        <source>In no trumps, declarer counts {0}.</source>
        <translation>À sans-atout, le déclarant compte {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="827"/>
        <source>With {0} as trumps, declarer counts {1}.</source>
        <translation>Avec l’atout {0}, le déclarant compte {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="831"/>
        <source>More tricks may come: {0}.</source>
        <translation>D’autres levées peuvent venir&#xa0;: {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="832"/>
        <source>No more tricks can be counted on.</source>
        <translation>Il ne peut compter sur aucune autre levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="839"/>
        <source>But the defenders can take one trick with their top cards, so no more than {1} are there for declarer.</source>
        <translation>Mais la défense peut prendre une levée avec ses cartes maîtresses, il n’en reste donc pas plus de {1} pour le déclarant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="841"/>
        <source>But the defenders can take {0} tricks with their top cards, so no more than {1} are there for declarer.</source>
        <translation>Mais la défense peut prendre {0} levées avec ses cartes maîtresses, il n’en reste donc pas plus de {1} pour le déclarant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="848"/>
        <source>But however their cards lie, the defenders take one trick — an ace, or a round a promotion loses — so no more than {1} are there for declarer.</source>
        <translation>Mais quelle que soit la répartition de leurs cartes, les défenseurs font une levée — un as, ou un tour que perd un affranchissement — si bien que le déclarant n’en a pas plus de {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="850"/>
        <source>But however their cards lie, the defenders take {0} tricks — their aces and the rounds the promotions lose — so no more than {1} are there for declarer.</source>
        <translation>Mais quelle que soit la répartition de leurs cartes, les défenseurs font {0} levées — leurs as et les tours que perdent les affranchissements — si bien que le déclarant n’en a pas plus de {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="856"/>
        <source>But the defenders hold {0} {1}: each time declarer gives up the lead to drive out an honour, they can knock out a stopper there, and then run the suit, so no more than {2} are there for declarer.</source>
        <translation>Mais la défense a {0} cartes à {1}&#xa0;: chaque fois que le déclarant rend la main pour chasser un honneur, elle peut faire tomber un arrêt dans cette couleur, puis l’encaisser, il n’en reste donc pas plus de {2} pour le déclarant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="868"/>
        <source>That makes about one and a half tricks, and {1}.</source>
        <translation>Cela fait environ une levée et demie, et {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="870"/>
        <source>That makes about {0} and a half tricks, and {1}.</source>
        <translation>Cela fait environ {0} levées et demie, et {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="885"/>
        <source>With only {0} points declarer wants a trick to spare, and has {1}: go for game.</source>
        <translation>Avec seulement {0} points, le déclarant veut une levée de marge, et il en a&#xa0;{1}&#xa0;: tentez la manche.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="916"/>
        <source>Every contract fails on this layout, and none loses less than this one.</source>
        <translation>Tous les contrats chutent avec cette répartition, et aucun ne perd moins que celui-ci.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="934"/>
        <source>With all four hands seen, {0} makes 1 trick in no trumps against the best defence.</source>
        <translation>Avec les quatre mains sous les yeux, {0} fait 1 levée à sans-atout contre la meilleure défense.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="936"/>
        <source>With all four hands seen, {0} makes {1} tricks in no trumps against the best defence.</source>
        <translation>Avec les quatre mains sous les yeux, {0} fait {1} levées à sans-atout contre la meilleure défense.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="939"/>
        <source>With all four hands seen, {0} makes 1 trick in {2} against the best defence.</source>
        <translation>Avec les quatre mains sous les yeux, {0} fait 1 levée à {2} contre la meilleure défense.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="941"/>
        <source>With all four hands seen, {0} makes {1} tricks in {2} against the best defence.</source>
        <translation>Avec les quatre mains sous les yeux, {0} fait {1} levées à {2} contre la meilleure défense.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="957"/>
        <source>No. No long suit, finesse, promotion, lead towards an honour or ruff can add to declarer&apos;s top tricks: any trick beyond them has to come from where the defenders&apos; cards lie.</source>
        <translation>Non. Aucune couleur longue, impasse, affranchissement, jeu vers un honneur ou coupe ne peut s’ajouter aux levées maîtresses du déclarant&#xa0;: toute levée de plus dépend de la place des cartes de la défense.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="964"/>
        <source>No. No long suit, finesse, promotion, lead towards an honour or ruff can add to declarer&apos;s top tricks; the task is to make them all before the defenders take theirs.</source>
        <translation>Non. Aucune couleur longue, impasse, affranchissement, jeu vers un honneur ou coupe ne peut s’ajouter aux levées maîtresses du déclarant&#xa0;; tout l’enjeu est de les faire toutes avant que la défense ne prenne les siennes.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="968"/>
        <source>No. No long suit, finesse, promotion, lead towards an honour or ruff can add to declarer&apos;s top tricks: they are all the tricks there are to be had.</source>
        <translation>Non. Aucune couleur longue, impasse, affranchissement, jeu vers un honneur ou coupe ne peut s’ajouter aux levées maîtresses du déclarant&#xa0;: ce sont toutes les levées à faire.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="1016"/>
        <source>On this layout, {0} does not work.</source>
        <translation>Avec cette répartition, {0} échoue.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="1017"/>
        <source>On this layout, {0} do not work.</source>
        <translation>Avec cette répartition, {0} échouent.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="1023"/>
        <source>Not needed here: {0}.</source>
        <comment>chances that would win but add no trick</comment>
        <translation>Inutile ici&#xa0;: {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="1030"/>
        <source>Gains nothing here: {0}.</source>
        <comment>finesses against an honour that takes its trick anyway</comment>
        <translation>Sans effet ici&#xa0;: {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="1038"/>
        <source>It works in its own suit, yet on the whole deal it adds no trick: the defence takes as much while declarer sets it up.</source>
        <translation>Cette chance joue dans sa couleur, mais sur l’ensemble de la donne elle n’ajoute aucune levée&#xa0;: la défense en prend autant pendant que le déclarant la met en place.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="1041"/>
        <source>Each works in its own suit, yet on the whole deal they add no trick: the defence takes as much while declarer sets them up.</source>
        <translation>Chacune de ces chances joue dans sa couleur, mais sur l’ensemble de la donne elles n’ajoutent aucune levée&#xa0;: la défense en prend autant pendant que le déclarant les met en place.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="1046"/>
        <source>With all four hands seen, {0} makes 1 trick in no trumps against the best defence ({2} top).</source>
        <translation>Avec les quatre mains sous les yeux, {0} fait 1 levée à sans-atout contre la meilleure défense ({2} levées maîtresses).</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="1048"/>
        <source>With all four hands seen, {0} makes {1} tricks in no trumps against the best defence ({2} top).</source>
        <translation>Avec les quatre mains sous les yeux, {0} fait {1} levées à sans-atout contre la meilleure défense ({2} levées maîtresses).</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="1052"/>
        <source>With all four hands seen, {0} makes 1 trick in {3} against the best defence ({2} top).</source>
        <translation>Avec les quatre mains sous les yeux, {0} fait 1 levée à {3} contre la meilleure défense ({2} levées maîtresses).</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="1054"/>
        <source>With all four hands seen, {0} makes {1} tricks in {3} against the best defence ({2} top).</source>
        <translation>Avec les quatre mains sous les yeux, {0} fait {1} levées à {3} contre la meilleure défense ({2} levées maîtresses).</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="866"/>
        <source>That makes about {0} tricks, and {1}.</source>
        <translation>Cela fait environ {0} levées, et {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="118"/>
        <source>in no trumps</source>
        <translation>à sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="119"/>
        <source>with spades as trumps</source>
        <translation>à pique</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="120"/>
        <source>with hearts as trumps</source>
        <translation>à cœur</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="121"/>
        <source>with diamonds as trumps</source>
        <translation>à carreau</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="122"/>
        <source>with clubs as trumps</source>
        <translation>à trèfle</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="200"/>
        <source>The {0} is not a top trick: the defenders can lead {1}, which only the other hand can win, and no top card leads from there to the hand that holds the {0}.</source>
        <translation>Pas de levée maîtresse avec {0}&#xa0;: la défense peut entamer {1}, que seule l’autre main peut prendre, et de là aucune carte maîtresse ne mène à la main qui détient {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="203"/>
        <source>The {0} are not top tricks: the defenders can lead {1}, which only the other hand can win, and no top card leads from there to the hand that holds them.</source>
        <translation>Pas de levées maîtresses avec {0}&#xa0;: la défense peut entamer {1}, que seule l’autre main peut prendre, et de là aucune carte maîtresse ne mène à la main qui détient ces cartes.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="208"/>
        <source>The {0} is not a top trick: the defenders can lead {1} and knock out the {2} first, and without it, once the suit is played, no top card leads back to the hand that holds the {0}.</source>
        <translation>Pas de levée maîtresse avec {0}&#xa0;: la défense peut entamer {1} et faire tomber {2} d’abord&#xa0;; sans cette carte, une fois la couleur jouée, aucune carte maîtresse ne ramène à la main qui détient {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="211"/>
        <source>The {0} are not top tricks: the defenders can lead {1} and knock out the {2} first, and without it no top card leads to the hand that holds them.</source>
        <translation>Pas de levées maîtresses avec {0}&#xa0;: la défense peut entamer {1} et faire tomber {2} d’abord&#xa0;; sans cette carte, aucune carte maîtresse ne mène à la main qui détient ces cartes.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="217"/>
        <source>The {0} is not a top trick: the defenders can lead {1} first and so use up a way across, and without it, once the suit is played, no top card leads back to the hand that holds the {0}.</source>
        <translation>Pas de levée maîtresse avec {0}&#xa0;: la défense peut entamer {1} d’abord et user ainsi une communication&#xa0;; sans elle, une fois la couleur jouée, aucune carte maîtresse ne ramène à la main qui détient {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="220"/>
        <source>The {0} are not top tricks: the defenders can lead {1} first and so use up a way across, and without it no top card leads to the hand that holds them.</source>
        <translation>Pas de levées maîtresses avec {0}&#xa0;: la défense peut entamer {1} d’abord et user ainsi une communication&#xa0;; sans elle, aucune carte maîtresse ne mène à la main qui détient ces cartes.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="224"/>
        <source>The {0} is not a top trick: the {1} in the other hand blocks the suit, so two honours fall on the same trick.</source>
        <translation>Pas de levée maîtresse avec {0}&#xa0;: {1} de l’autre main bloque la couleur, si bien que deux honneurs tombent dans la même levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="226"/>
        <source>The {0} are not top tricks: the {1} in the other hand blocks the suit, so honours fall on the same tricks.</source>
        <translation>Pas de levées maîtresses avec {0}&#xa0;: {1} de l’autre main bloque la couleur, si bien que des honneurs tombent dans les mêmes levées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="233"/>
        <source>The {0} is not a top trick: once the suit is played, no top card leads back to the hand that holds it.</source>
        <translation>Pas de levée maîtresse avec {0}&#xa0;: une fois la couleur jouée, aucune carte maîtresse ne ramène à la main qui détient cette carte.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="235"/>
        <source>The {0} are not top tricks: no top card leads to the hand that holds them.</source>
        <translation>Pas de levées maîtresses avec {0}&#xa0;: aucune carte maîtresse ne mène à la main qui détient ces cartes.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="246"/>
        <source>But each trick it gives up lets the defenders lead their {0} again.</source>
        <translation>Mais chaque levée cédée ici permet à la défense de rejouer {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="250"/>
        <source>But the {0} are the defenders&apos; long suit: the tricks given up there set up theirs first.</source>
        <translation>Mais la couleur à {0} est la longue de la défense&#xa0;: les levées qu’on y cède affranchissent d’abord les siennes.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="280"/>
        <source>Like the {0}, this trick is won in {1}&apos;s hand and needs a way to reach it.</source>
        <translation>Comme {0}, cette levée se fait en {1}, et il faut un moyen d’y accéder.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="282"/>
        <source>Like the {0}, these tricks are won in {1}&apos;s hand and need a way to reach it.</source>
        <translation>Comme {0}, ces levées se font en {1}, et il faut un moyen d’y accéder.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="312"/>
        <source>But {0} has no way in: {3} cannot lead to any card of {0}&apos;s that wins a trick, in {2} or outside them.</source>
        <translation>Mais on ne peut jamais accéder en {0}&#xa0;: {3} ne peut jouer vers aucune carte de {0} qui fasse une levée, à {2} ou ailleurs.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="315"/>
        <source>But {0} has no way in: {3} runs out of {2} before the defenders&apos; higher ones are gone, and no card of {0}&apos;s outside them can ever win a trick.</source>
        <translation>Mais on ne peut jamais accéder en {0}&#xa0;: {3} n’a plus de {2} avant que les plus hautes de la défense soient tombées, et hors de cette couleur {0} n’a aucune carte qui puisse faire une levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="319"/>
        <source>But {0} has no way in: {1} is above all of {0}&apos;s {2}, and no card of {0}&apos;s outside them can ever win a trick.</source>
        <translation>Mais on ne peut jamais accéder en {0}&#xa0;: {1} est plus haut que tous les {2} que tient {0}, et hors de cette couleur {0} n’a aucune carte qui puisse faire une levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="321"/>
        <source>But {0} has no way in: {1} are all above {0}&apos;s {2}, and no card of {0}&apos;s outside them can ever win a trick.</source>
        <translation>Mais on ne peut jamais accéder en {0}&#xa0;: {1} sont plus hauts que tous les {2} que tient {0}, et hors de cette couleur {0} n’a aucune carte qui puisse faire une levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="325"/>
        <source>But {0} has no way in: {3} has no {2} to lead to it, and no card of {0}&apos;s outside them can ever win a trick.</source>
        <translation>Mais on ne peut jamais accéder en {0}&#xa0;: {3} n’a pas de {2} pour y aller, et hors de cette couleur {0} n’a aucune carte qui puisse faire une levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="682"/>
        <source>{1} declares {0}. Against it, with dummy face up, {2} should lead {3}. {4}</source>
        <translation>{1}, le déclarant, joue {0}. Contre ce contrat, le mort étalé, {2} doit entamer {3}. {4}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="731"/>
        <source>one trick with their top cards</source>
        <translation>une levée avec ses cartes maîtresses</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="732"/>
        <source>{0} tricks with their top cards</source>
        <translation>{0} levées avec ses cartes maîtresses</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="742"/>
        <source>one in {1}</source>
        <comment>a side suit&apos;s losers</comment>
        <translation>une à {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="743"/>
        <source>{0} in {1}</source>
        <comment>a side suit&apos;s losers</comment>
        <translation>{0} à {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="817"/>
        <source>But nothing stops the defenders&apos; {0}, and they may take the first tricks there.</source>
        <translation>Mais rien n’arrête le {0} des défenseurs, qui peuvent y faire les premières levées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="820"/>
        <source>Even so, declarer should go for game.</source>
        <translation>Le déclarant doit quand même tenter la manche.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="877"/>
        <source>The count falls short, so game will need a finesse or a helpful lie of the cards; with {0} or more points, go for game.</source>
        <translation>Le compte est un peu court, donc la manche demandera une impasse réussie ou une répartition favorable&#xa0;; avec {0} points ou plus, jouez la manche.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="881"/>
        <source>The count agrees: go for game.</source>
        <translation>Le compte le confirme&#xa0;: tentez la manche.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="888"/>
        <source>With only {0} points declarer wants a trick to spare, and has one: go for game.</source>
        <translation>Avec seulement {0} points, le déclarant veut une levée de marge, et il l’a&#xa0;: tentez la manche.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="891"/>
        <source>That is enough to go for game.</source>
        <translation>Cela suffit pour tenter la manche.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="894"/>
        <source>That count is hopeful: with so few high cards the defenders will take tricks first.</source>
        <translation>Ce compte est optimiste&#xa0;: avec si peu de points d’honneur, la défense prendra ses levées la première.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="896"/>
        <source>{0} is the sensible target.</source>
        <comment>A part-score in hearts is the sensible target.</comment>
        <translation>{0} est l’objectif raisonnable.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="900"/>
        <source>But with only {0} points declarer wants a trick to spare before going for game, so {1} is the sensible target.</source>
        <translation>Mais avec seulement {0} points, le déclarant veut une levée de marge avant de tenter la manche, donc {1} est l’objectif raisonnable.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="904"/>
        <source>That is not enough for game, so {0} is the sensible target.</source>
        <translation>Cela ne suffit pas pour la manche, donc {0} est l’objectif raisonnable.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="912"/>
        <source>Every contract fails on this layout; the smallest loss would come from {0} ({1} tricks).</source>
        <translation>Tous les contrats chutent avec cette répartition&#xa0;; la perte la plus faible viendrait de {0} ({1} levées).</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="919"/>
        <source>The best score would come from {0} ({1} tricks), but declarer cannot see the defenders&apos; cards.</source>
        <translation>Le meilleur score s’obtiendrait en jouant {0} ({1} levées), mais le déclarant ne voit pas les cartes de la défense.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="952"/>
        <source>No. All thirteen tricks are top tricks already: there is no trick left to gain.</source>
        <translation>Non. Les treize levées sont déjà des levées maîtresses&#xa0;: il n’en reste aucune à gagner.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="992"/>
        <source>Yes. {0}</source>
        <translation>Oui. {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="995"/>
        <source>More chances that work here: {0}.</source>
        <translation>D’autres chances réussissent ici&#xa0;: {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="998"/>
        <source>Together they could bring declarer up to {0} tricks.</source>
        <translation>Ensemble, elles pourraient porter le déclarant jusqu’à {0} levées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="1002"/>
        <source>That would be an {0} trick.</source>
        <translation>Ce serait la {0} levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="1003"/>
        <source>That would be a {0} trick.</source>
        <translation>Ce serait la {0} levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="1005"/>
        <source>That would bring declarer to {0} tricks.</source>
        <translation>Cela porterait le déclarant à {0} levées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="1008"/>
        <source>Yes, but on this layout it gains no trick. {0}</source>
        <translation>Oui, mais avec cette répartition, elle ne rapporte aucune levée. {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="1010"/>
        <source>Yes, but on this layout none of them gains a trick. {0}</source>
        <translation>Oui, mais avec cette répartition, aucune ne rapporte de levée. {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="1086"/>
        <source>the fall of the {0}</source>
        <comment>a chance of extra tricks</comment>
        <translation>la chute de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="1089"/>
        <source>finessing through {1} in {0}</source>
        <comment>a chance of extra tricks</comment>
        <translation>l’impasse à travers {1} à {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="1092"/>
        <source>promotion in {0}</source>
        <comment>a chance of extra tricks</comment>
        <translation>l’affranchissement à {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="1093"/>
        <source>length in {0}</source>
        <comment>a chance of extra tricks</comment>
        <translation>la longueur à {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="1094"/>
        <source>a finesse in {0}</source>
        <comment>a chance of extra tricks</comment>
        <translation>une impasse à {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="1095"/>
        <source>a lead towards an honour in {0}</source>
        <comment>a chance of extra tricks</comment>
        <translation>un jeu vers un honneur à {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="1096"/>
        <source>ruffing in {0}</source>
        <comment>a chance of extra tricks</comment>
        <translation>les coupes à {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="701"/>
        <source>{0} by driving out the defenders&apos; honours</source>
        <translation>{0} en chassant les honneurs de la défense</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="704"/>
        <source>{0} from long suits</source>
        <translation>{0} grâce aux couleurs longues</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="707"/>
        <source>{0} by ruffing in declarer&apos;s hand</source>
        <translation>{0} en coupant dans la main du déclarant</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="708"/>
        <source>{0} by ruffing in dummy</source>
        <translation>{0} en coupant au mort</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="709"/>
        <source>{0} by ruffing in the hand with fewer trumps</source>
        <translation>{0} en coupant dans la main qui a le moins d’atouts</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="722"/>
        <source>half a trick from a finesse (an even chance)</source>
        <translation>une demi-levée grâce à une impasse (une chance sur deux)</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="725"/>
        <source>one and a half tricks from {1} finesses (even chances)</source>
        <translation>une levée et demie grâce à {1} impasses (une chance sur deux chacune)</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="726"/>
        <source>{0} and a half tricks from {1} finesses (even chances)</source>
        <translation>{0} levées et demie grâce à {1} impasses (une chance sur deux chacune)</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="723"/>
        <source>one trick from {1} finesses (even chances)</source>
        <translation>une levée grâce à {1} impasses (une chance sur deux chacune)</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="712"/>
        <source>one trick from {1} even chances (finesses and leads towards a king)</source>
        <translation>une levée grâce à {1} chances à 50&#xa0;% (impasses et jeux vers un roi)</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="715"/>
        <source>{0} tricks from {1} even chances (finesses and leads towards a king)</source>
        <translation>{0} levées grâce à {1} chances à 50&#xa0;% (impasses et jeux vers un roi)</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="716"/>
        <source>one and a half tricks from {1} even chances (finesses and leads towards a king)</source>
        <translation>une levée et demie grâce à {1} chances à 50&#xa0;% (impasses et jeux vers un roi)</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="718"/>
        <source>{0} and a half tricks from {1} even chances (finesses and leads towards a king)</source>
        <translation>{0} levées et demie grâce à {1} chances à 50&#xa0;% (impasses et jeux vers un roi)</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="724"/>
        <source>{0} tricks from {1} finesses (even chances)</source>
        <translation>{0} levées grâce à {1} impasses (une chance sur deux chacune)</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="729"/>
        <source>half a trick from a lead towards a king (an even chance)</source>
        <translation>une demi-levée grâce à un jeu vers un roi (une chance sur deux)</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="730"/>
        <source>one trick from {1} leads towards a king (even chances)</source>
        <translation>une levée grâce à {1} jeux vers un roi (une chance sur deux chacun)</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="731"/>
        <source>{0} tricks from {1} leads towards a king (even chances)</source>
        <translation>{0} levées grâce à {1} jeux vers un roi (une chance sur deux chacun)</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="732"/>
        <source>one and a half tricks from {1} leads towards a king (even chances)</source>
        <translation>une levée et demie grâce à {1} jeux vers un roi (une chance sur deux chacun)</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="733"/>
        <source>{0} and a half tricks from {1} leads towards a king (even chances)</source>
        <translation>{0} levées et demie grâce à {1} jeux vers un roi (une chance sur deux chacun)</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1164"/>
        <source>On this layout the {0} falls under the {1}, so no trick is lost to it.</source>
        <translation>Avec cette répartition, {0} tombe sous {1}&#xa0;: le déclarant ne lui cède aucune levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1165"/>
        <source>On this layout the {0} fall under the {1}, so no trick is lost to them.</source>
        <translation>Avec cette répartition, {0} tombent sous {1}&#xa0;: le déclarant ne leur cède aucune levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1167"/>
        <source>On this layout the {0} falls under the {1}, so only the {2} takes a trick.</source>
        <translation>Avec cette répartition, {0} tombe sous {1}&#xa0;: la défense ne fait de levée qu’avec {2}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1169"/>
        <source>On this layout the {0} fall under the {1}, so only the {2} takes a trick.</source>
        <translation>Avec cette répartition, {0} tombent sous {1}&#xa0;: la défense ne fait de levée qu’avec {2}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1171"/>
        <source>On this layout the {0} falls under the {1}, so only the {2} take tricks.</source>
        <translation>Avec cette répartition, {0} tombe sous {1}&#xa0;: la défense ne fait de levées qu’avec {2}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1173"/>
        <source>On this layout the {0} fall under the {1}, so only the {2} take tricks.</source>
        <translation>Avec cette répartition, {0} tombent sous {1}&#xa0;: la défense ne fait de levées qu’avec {2}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1291"/>
        <source>Length in {0}: declarer and dummy have {1}, the defenders {2}. If they break {3}, {4}&apos;s {5} {6} wins a trick once theirs are gone and trumps are drawn</source>
        <translation>Longueur à {0}&#xa0;: le déclarant et le mort en ont {1}, la défense {2}. Si les cartes adverses se répartissent {3}, le {5} {6} en {4} fait une levée une fois celles-ci épuisées et les atouts tirés</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1298"/>
        <source>Length in {0}: declarer and dummy have {1}, the defenders {2}. If they break {3}, {4}&apos;s {5} {6} wins a trick once theirs are gone</source>
        <translation>Longueur à {0}&#xa0;: le déclarant et le mort en ont {1}, la défense {2}. Si les cartes adverses se répartissent {3}, le {5} {6} en {4} fait une levée une fois celles-ci épuisées</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1385"/>
        <source>{0}. Here they break {1}, but led through {2}&apos;s {3}, the suit still brings in its long cards: it makes one trick from length.</source>
        <translation>{0}. Ici elles se répartissent {1}, mais en jouant la couleur à travers les {3} de {2}, on affranchit quand même les cartes longues&#xa0;: la couleur fait une levée de longueur.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1387"/>
        <source>{0}. Here they break {1}, but led through {2}&apos;s {3}, the suit still brings in its long cards: it makes {4} tricks from length.</source>
        <translation>{0}. Ici elles se répartissent {1}, mais en jouant la couleur à travers les {3} de {2}, on affranchit quand même les cartes longues&#xa0;: la couleur fait {4} levées de longueur.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1404"/>
        <source>{0}. Here they break {1}: {2} holds more {3} than {4}, so theirs are never all gone — but finessing through {2}&apos;s {5}, the suit still makes one trick more.</source>
        <translation>{0}. Ici elles se répartissent {1}&#xa0;: {2} a plus de cartes à {3} que {4}, si bien que les siennes ne sont jamais toutes tombées — mais en faisant l’impasse à travers les {5} de {2}, la couleur fait quand même une levée de plus.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1406"/>
        <source>{0}. Here they break {1}: {2} holds more {3} than {4}, so theirs are never all gone — but finessing through {2}&apos;s {5}, the suit still makes {6} tricks more.</source>
        <translation>{0}. Ici elles se répartissent {1}&#xa0;: {2} a plus de cartes à {3} que {4}, si bien que les siennes ne sont jamais toutes tombées — mais en faisant l’impasse à travers les {5} de {2}, la couleur fait quand même {6} levées de plus.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1409"/>
        <source>{0}. Here they break {1}: {2} holds as many {3} as {4}, so theirs are never all gone — but finessing through {2}&apos;s {5}, the suit still makes one trick more.</source>
        <translation>{0}. Ici elles se répartissent {1}&#xa0;: {2} a autant de cartes à {3} que {4}, si bien que les siennes ne sont jamais toutes tombées — mais en faisant l’impasse à travers les {5} de {2}, la couleur fait quand même une levée de plus.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1411"/>
        <source>{0}. Here they break {1}: {2} holds as many {3} as {4}, so theirs are never all gone — but finessing through {2}&apos;s {5}, the suit still makes {6} tricks more.</source>
        <translation>{0}. Ici elles se répartissent {1}&#xa0;: {2} a autant de cartes à {3} que {4}, si bien que les siennes ne sont jamais toutes tombées — mais en faisant l’impasse à travers les {5} de {2}, la couleur fait quand même {6} levées de plus.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1517"/>
        <source>A finesse in {0} against the {1}: {2}. It wins when {3} holds the {1}. Here {4} has it, so the finesse would win a trick, but it is not needed: {5} can trump that round instead.</source>
        <translation>Une impasse à {0} contre {1}&#xa0;: {2}. Elle réussit quand {3} détient {1}. Ici, c’est {4} qui l’a, donc l’impasse rapporterait une levée, mais elle n’est pas nécessaire&#xa0;: {5} peut couper ce tour-là.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1662"/>
        <source>Ruffing in {0}, {1}: {0} has {2} to {3}&apos;s {4}, so one of {3}&apos;s losing {5} can be trumped there: one trick more</source>
        <translation>Coupes chez {0}, {1}&#xa0;: {0} a {2} contre {4} chez {3}, donc un des {5} perdants en {3} peut y être coupé&#xa0;: une levée de plus</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1664"/>
        <source>Ruffing in {0}, {1}: {0} has {2} to {3}&apos;s {4}, so {6} of {3}&apos;s losing {5} can be trumped there: {6} tricks more</source>
        <translation>Coupes chez {0}, {1}&#xa0;: {0} a {2} contre {4} chez {3}, donc {6} des {5} perdants en {3} peuvent y être coupés&#xa0;: {6} levées de plus</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1688"/>
        <source>{0}; but a defender can overruff the others, so they gain only one trick.</source>
        <translation>{0}&#xa0;; mais un défenseur peut surcouper les autres, donc cela ne rapporte qu’une levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1690"/>
        <source>{0}; but a defender can overruff the others, so they gain only {1} tricks.</source>
        <translation>{0}&#xa0;; mais un défenseur peut surcouper les autres, donc cela ne rapporte que {1} levées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1693"/>
        <source>{0}; a defender can ruff over it or in front of it, but only with a trump that takes a trick anyway, so it still gains one trick.</source>
        <translation>{0}&#xa0;; un défenseur peut surcouper ou couper avant, mais seulement avec un atout qui fait une levée de toute façon, donc cela rapporte encore une levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1696"/>
        <source>{0}; a defender can ruff over them or in front of them, but only with trumps that take a trick anyway, so they still gain {1} tricks.</source>
        <translation>{0}&#xa0;; un défenseur peut surcouper ou couper avant, mais seulement avec des atouts qui font une levée de toute façon, donc cela rapporte encore {1} levées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1700"/>
        <source>{0} — once trumps are drawn, which declarer can do first here, no defender has a trump left to overruff with.</source>
        <translation>{0} — une fois les atouts tirés, ce que le déclarant peut faire d’abord ici, la défense n’a plus d’atout pour surcouper.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1705"/>
        <source>{0} — ruffing high enough, so that no defender can overruff.</source>
        <translation>{0} — en coupant assez haut pour qu’aucun défenseur ne puisse surcouper.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1975"/>
        <source>But {0} has no way in outside {1}: the defenders can hold up their high {1} until {2} has none left to lead, and then the suit makes no trick at all.</source>
        <translation>Mais on ne peut accéder en {0} qu’à {1}&#xa0;: la défense peut retenir ses hautes cartes à {1} jusqu’à ce que le joueur en {2} n’en ait plus à jouer, et la couleur ne fait alors aucune levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1977"/>
        <source>But {0} has no way in outside {1}: the defenders can hold up their high {1} until {2} has none left to lead, and then the suit makes only one trick in all.</source>
        <translation>Mais on ne peut accéder en {0} qu’à {1}&#xa0;: la défense peut retenir ses hautes cartes à {1} jusqu’à ce que le joueur en {2} n’en ait plus à jouer, et la couleur ne fait alors qu’une levée en tout.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1979"/>
        <source>But {0} has no way in outside {1}: the defenders can hold up their high {1} until {2} has none left to lead, and then the suit makes only {3} tricks in all.</source>
        <translation>Mais on ne peut accéder en {0} qu’à {1}&#xa0;: la défense peut retenir ses hautes cartes à {1} jusqu’à ce que le joueur en {2} n’en ait plus à jouer, et la couleur ne fait alors que {3} levées en tout.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1294"/>
        <source>Length in {0}: declarer and dummy have {1}, the defenders {2}. If they break {3}, {4}&apos;s {5} {6} win {7} tricks once theirs are gone and trumps are drawn</source>
        <translation>Longueur à {0}&#xa0;: le déclarant et le mort en ont {1}, la défense {2}. Si les cartes adverses se répartissent {3}, les {5} {6} en {4} font {7} levées une fois celles-ci épuisées et les atouts tirés</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1300"/>
        <source>Length in {0}: declarer and dummy have {1}, the defenders {2}. If they break {3}, {4}&apos;s {5} {6} win {7} tricks once theirs are gone</source>
        <translation>Longueur à {0}&#xa0;: le déclarant et le mort en ont {1}, la défense {2}. Si les cartes adverses se répartissent {3}, les {5} {6} en {4} font {7} levées une fois celles-ci épuisées</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1592"/>
        <source>Leading towards an honour in {0}: lead a small card from {1} towards {2}&apos;s {3}; the {4} wins a trick when {5}, who plays before it, holds the {6}.</source>
        <translation>Jouer vers un honneur à {0}&#xa0;: jouez petit depuis {1} vers {2} ({3})&#xa0;; {4} gagne une levée quand {5}, qui joue avant lui, détient {6}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1595"/>
        <source>Here {5} has the {6}, in front of the {4}, so the {4} wins a trick.</source>
        <translation>Ici, {5} détient {6}, devant {4}&#xa0;: {4} gagne une levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1597"/>
        <source>Here {7}&apos;s {6} is a singleton and falls on the first round: the {4} wins a trick anyway.</source>
        <translation>Ici, {6} de {7} est sec et tombe au premier tour&#xa0;: {4} gagne quand même une levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1600"/>
        <source>Here {7} has the {6}, behind the {4} — yet played out with every card seen, leading from {1} still gains a trick.</source>
        <translation>Ici, {7} détient {6}, derrière {4} — mais, jouée avec toutes les cartes visibles, la couleur jouée depuis {1} rapporte encore une levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1603"/>
        <source>Here {7} has the {6}, behind the {4}, so the lead gains nothing.</source>
        <translation>Ici, {7} détient {6}, derrière {4}&#xa0;: ce jeu ne rapporte rien.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1781"/>
        <source>The {0} are at risk: {1} has no {0} and {2} trumps, as many as declarer&apos;s longer trump hand, so drawing them would take all of declarer&apos;s; else {1} could trump the first round.</source>
        <translation>Les levées à {0} sont en danger&#xa0;: {1} n’a pas de {0} et a {2} atouts, autant que la plus longue main d’atouts du déclarant, si bien que les tirer prendrait tous ceux du déclarant&#xa0;; sinon {1} pourrait couper dès le premier tour.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1785"/>
        <source>The {0} are at risk: {1} has one {2} and {4} trumps, as many as declarer&apos;s longer trump hand, so drawing them would take all of declarer&apos;s; else {1} could trump the {3} round.</source>
        <translation>Les levées à {0} sont en danger&#xa0;: {1} n’a qu’un {2} et a {4} atouts, autant que la plus longue main d’atouts du déclarant, si bien que les tirer prendrait tous ceux du déclarant&#xa0;; sinon {1} pourrait couper au {3} tour.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1788"/>
        <source>The {0} are at risk: {1} has {5} {2} and {4} trumps, as many as declarer&apos;s longer trump hand, so drawing them would take all of declarer&apos;s; else {1} could trump the {3} round.</source>
        <translation>Les levées à {0} sont en danger&#xa0;: {1} n’a que {5} {2} et a {4} atouts, autant que la plus longue main d’atouts du déclarant, si bien que les tirer prendrait tous ceux du déclarant&#xa0;; sinon {1} pourrait couper au {3} tour.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1831"/>
        <source>{0} Led the other way, from {1} through {2} towards {3}&apos;s {4}, finessing makes one more trick in {5}.</source>
        <translation>{0} Jouée dans l’autre sens, de {1} à travers {2} vers les cartes de {3} ({4}), l’impasse fait une levée de plus à {5}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1833"/>
        <source>{0} Led the other way, from {1} through {2} towards {3}&apos;s {4}, finessing makes {6} more tricks in {5}.</source>
        <translation>{0} Jouée dans l’autre sens, de {1} à travers {2} vers les cartes de {3} ({4}), l’impasse fait {6} levées de plus à {5}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1267"/>
        <source>{0} — and they do break {1} here.</source>
        <comment>{0}: the chance of length</comment>
        <translation>{0} — et elles se répartissent bien {1} ici.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1270"/>
        <source>{0}. Here they break {1}, which still leaves {2} one trick from length.</source>
        <translation>{0}. Ici elles se répartissent {1}, ce qui laisse encore à {2} une levée de longueur.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1272"/>
        <source>{0}. Here they break {1}, which still leaves {2} {3} tricks from length.</source>
        <translation>{0}. Ici elles se répartissent {1}, ce qui laisse encore à {2} {3} levées de longueur.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1275"/>
        <source>{0}. Here they break {1}, so the long cards win nothing.</source>
        <translation>{0}. Ici elles se répartissent {1}, et les cartes longues ne font aucune levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1367"/>
        <source>{0}. Here they break {1}, but repeating the finesse picks up {2}&apos;s {3}: the suit still makes one trick from length.</source>
        <translation>{0}. Ici elles se répartissent {1}, mais en répétant l’impasse on capture les cartes à {3} de {2}&#xa0;: la couleur fait quand même une levée de longueur.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1369"/>
        <source>{0}. Here they break {1}, but repeating the finesse picks up {2}&apos;s {3}: the suit still makes {4} tricks from length.</source>
        <translation>{0}. Ici elles se répartissent {1}, mais en répétant l’impasse on capture les cartes à {3} de {2}&#xa0;: la couleur fait quand même {4} levées de longueur.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1451"/>
        <source>lead the {5} from {0} towards {1}&apos;s {2} and play the {3} if {4} plays low</source>
        <translation>jouez {5} depuis {0} vers {1} ({2}) et fournissez {3} si {4} joue petit</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1455"/>
        <source>lead a small card from {0} towards {1}&apos;s {2} and play the {3} if {4} plays low</source>
        <translation>jouez petit depuis {0} vers {1} ({2}) et fournissez {3} si {4} joue petit</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1458"/>
        <source>lead the {0} from {1}: if {2} covers with the {3}, {4} takes it; if not, let the {0} run</source>
        <translation>jouez {0} depuis {1}&#xa0;: si {2} couvre avec {3}, {4} la prend&#xa0;; sinon, laissez courir {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1462"/>
        <source>A finesse in {0} against the {1}: {2}. Here {3}&apos;s {1} is a singleton and falls under the {4} anyway: the trick comes without the finesse.</source>
        <translation>Une impasse à {0} contre {1}&#xa0;: {2}. Ici, {3} n’a que {1} dans la couleur, qui tombe de toute façon sous {4}&#xa0;: la levée vient sans l’impasse.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1487"/>
        <source>A two-way finesse in {0} against the {1}: declarer can finesse either defender for it, so it is a guess. Here {2} has the {1}, yet finessing gains nothing: the suit makes as many tricks without it.</source>
        <translation>Une impasse à double sens à {0} contre {1}&#xa0;: le déclarant peut la faire contre l’un ou l’autre défenseur, c’est donc un pari. Ici, {2} détient {1}, mais l’impasse ne rapporte rien&#xa0;: la couleur fait autant de levées sans elle.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1493"/>
        <source>A two-way finesse in {0} against the {1}: declarer can finesse either defender for it, so it is a guess. Here {2} has the {1}, so finessing {2} wins a trick.</source>
        <translation>Une impasse à double sens à {0} contre {1}&#xa0;: le déclarant peut la faire contre l’un ou l’autre défenseur, c’est donc un pari. Ici, {2} détient {1}&#xa0;: l’impasse contre {2} gagne une levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1507"/>
        <source>A finesse in {0} against the {1}: {2}. It wins when {3} holds the {1}. Here {4} has it, so the finesse wins a trick; {4}&apos;s {5} would fall under the {6} as well.</source>
        <translation>Une impasse à {0} contre {1}&#xa0;: {2}. Elle réussit quand {3} détient {1}. Ici, c’est {4} qui l’a, donc l’impasse rapporte une levée&#xa0;; {5} de {4} tomberait aussi sous {6}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1524"/>
        <source>A finesse in {0} against the {1}: {2}. It wins when {3} holds the {1}. Here {4} has it, yet the finesse gains nothing: the suit makes as many tricks without it.</source>
        <translation>Une impasse à {0} contre {1}&#xa0;: {2}. Elle réussit quand {3} détient {1}. Ici, c’est {4} qui l’a, mais l’impasse ne rapporte rien&#xa0;: la couleur fait autant de levées sans elle.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1500"/>
        <location filename="../../cardtable/bridge/counting.py" line="1510"/>
        <source>A finesse in {0} against the {1}: {2}. It wins when {3} holds the {1}. Here {4} has it, so the finesse loses; but {4}&apos;s {5} falls under the {6}, so the trick comes without it.</source>
        <translation>Une impasse à {0} contre {1}&#xa0;: {2}. Elle réussit quand {3} détient {1}. Ici, c’est {4} qui l’a, donc l’impasse échoue&#xa0;; mais {5} de {4} tombe sous {6}, et la levée vient sans elle.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1065"/>
        <source>Promotion in {0}: {1} lose one trick to the defenders&apos; {2} and then make one trick — {5}</source>
        <translation>Affranchissement à {0}&#xa0;: avec {1}, le déclarant cède une levée à {2} de la défense, puis fait une levée — {5}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1067"/>
        <source>Promotion in {0}: {1} lose one trick to the defenders&apos; {2} and then make {4} tricks — {5}</source>
        <translation>Affranchissement à {0}&#xa0;: avec {1}, le déclarant cède une levée à {2} de la défense, puis fait {4} levées — {5}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1069"/>
        <source>Promotion in {0}: {1} lose one trick to the defenders&apos; {2} and then add one trick — {5}</source>
        <translation>Affranchissement à {0}&#xa0;: avec {1}, le déclarant cède une levée à {2} de la défense, puis gagne une levée de plus — {5}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1071"/>
        <source>Promotion in {0}: {1} lose one trick to the defenders&apos; {2} and then add {4} tricks — {5}</source>
        <translation>Affranchissement à {0}&#xa0;: avec {1}, le déclarant cède une levée à {2} de la défense, puis gagne {4} levées de plus — {5}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1075"/>
        <source>Promotion in {0}: {1} lose {3} tricks to the defenders&apos; {2} and then make one trick — {5}</source>
        <translation>Affranchissement à {0}&#xa0;: avec {1}, le déclarant cède {3} levées à {2} de la défense, puis fait une levée — {5}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1077"/>
        <source>Promotion in {0}: {1} lose {3} tricks to the defenders&apos; {2} and then make {4} tricks — {5}</source>
        <translation>Affranchissement à {0}&#xa0;: avec {1}, le déclarant cède {3} levées à {2} de la défense, puis fait {4} levées — {5}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1079"/>
        <source>Promotion in {0}: {1} lose {3} tricks to the defenders&apos; {2} and then add one trick — {5}</source>
        <translation>Affranchissement à {0}&#xa0;: avec {1}, le déclarant cède {3} levées à {2} de la défense, puis gagne une levée de plus — {5}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1081"/>
        <source>Promotion in {0}: {1} lose {3} tricks to the defenders&apos; {2} and then add {4} tricks — {5}</source>
        <translation>Affranchissement à {0}&#xa0;: avec {1}, le déclarant cède {3} levées à {2} de la défense, puis gagne {4} levées de plus — {5}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1084"/>
        <source>whoever holds it, as long as no defender trumps a round first.</source>
        <translation>quel que soit le défenseur qui le détient, à condition qu’aucun défenseur ne coupe un tour avant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1085"/>
        <source>sure to work, whoever holds it.</source>
        <translation>à coup sûr, quel que soit le défenseur qui le détient.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1087"/>
        <source>whoever holds them, as long as no defender trumps a round first.</source>
        <translation>quels que soient les défenseurs qui les détiennent, à condition qu’aucun défenseur ne coupe un tour avant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1088"/>
        <source>sure to work, whoever holds them.</source>
        <translation>à coup sûr, quels que soient les défenseurs qui les détiennent.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1194"/>
        <source>{0}&apos;s {1} falls under the {2}.</source>
        <translation>Le {1} de {0} tombe sous {2}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1195"/>
        <source>{0}&apos;s {1} fall under the {2}.</source>
        <translation>Les {1} de {0} tombent sous {2}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1226"/>
        <source>{0}. Here they break {1}, yet the suit still makes one trick more:</source>
        <translation>{0}. Ici elles se répartissent {1}, mais la couleur fait encore une levée de plus&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1228"/>
        <source>{0}. Here they break {1}, yet the suit still makes {2} tricks more:</source>
        <translation>{0}. Ici elles se répartissent {1}, mais la couleur fait encore {2} levées de plus&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1251"/>
        <source>{0}. Here they break {1}: {2} holds more {3} than {4}, so theirs are never all gone — yet with no finesse needed, the suit still makes one trick more on rank.</source>
        <translation>{0}. Ici elles se répartissent {1}&#xa0;: {2} a plus de cartes à {3} que {4}, si bien que les siennes ne sont jamais toutes tombées — mais, sans impasse, la couleur fait encore une levée de plus par la hauteur de ses cartes.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1254"/>
        <source>{0}. Here they break {1}: {2} holds more {3} than {4}, so theirs are never all gone — yet with no finesse needed, the suit still makes {5} tricks more on rank.</source>
        <translation>{0}. Ici elles se répartissent {1}&#xa0;: {2} a plus de cartes à {3} que {4}, si bien que les siennes ne sont jamais toutes tombées — mais, sans impasse, la couleur fait encore {5} levées de plus par la hauteur de ses cartes.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1258"/>
        <source>{0}. Here they break {1}: {2} holds as many {3} as {4}, so theirs are never all gone — yet with no finesse needed, the suit still makes one trick more on rank.</source>
        <translation>{0}. Ici elles se répartissent {1}&#xa0;: {2} a autant de cartes à {3} que {4}, si bien que les siennes ne sont jamais toutes tombées — mais, sans impasse, la couleur fait encore une levée de plus par la hauteur de ses cartes.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1261"/>
        <source>{0}. Here they break {1}: {2} holds as many {3} as {4}, so theirs are never all gone — yet with no finesse needed, the suit still makes {5} tricks more on rank.</source>
        <translation>{0}. Ici elles se répartissent {1}&#xa0;: {2} a autant de cartes à {3} que {4}, si bien que les siennes ne sont jamais toutes tombées — mais, sans impasse, la couleur fait encore {5} levées de plus par la hauteur de ses cartes.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1345"/>
        <source>{0}. Here they break {1}, but {2}&apos;s remaining {3} are too low to stop them: the suit still makes one trick from length.</source>
        <translation>{0}. Ici elles se répartissent {1}, mais les dernières cartes à {3} de {2} sont trop basses pour les arrêter&#xa0;: la couleur fait quand même une levée de longueur.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1347"/>
        <source>{0}. Here they break {1}, but {2}&apos;s remaining {3} are too low to stop them: the suit still makes {4} tricks from length.</source>
        <translation>{0}. Ici elles se répartissent {1}, mais les dernières cartes à {3} de {2} sont trop basses pour les arrêter&#xa0;: la couleur fait quand même {4} levées de longueur.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1448"/>
        <source>lead the {1} from {0} and let it run if {2} plays low</source>
        <translation>jouez {1} depuis {0} et laissez-le passer si {2} joue petit</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1474"/>
        <source>A two-way finesse in {0} against the {1}: declarer can finesse either defender for it, so it is a guess. Here {2} has the {1}: finessing {2} makes the tricks counted in {0} — played from the top, the suit makes only {3}.</source>
        <translation>Une impasse à double sens à {0} contre {1}&#xa0;: le déclarant peut la faire contre l’un ou l’autre défenseur, c’est donc un pari. Ici, {2} détient {1}&#xa0;: l’impasse contre {2} fait les levées comptées à {0} — jouée par le haut, la couleur n’en fait que {3}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1478"/>
        <source>A finesse in {0} against the {1}: {4}. It wins when {5} holds the {1}. Here {2} has it: the finesse makes the tricks counted in {0} — played from the top, the suit makes only {3}.</source>
        <translation>Une impasse à {0} contre {1}&#xa0;: {4}. Elle réussit quand {5} détient {1}. Ici, c’est {2} qui l’a&#xa0;: l’impasse fait les levées comptées à {0} — jouée par le haut, la couleur n’en fait que {3}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1530"/>
        <source>A finesse in {0} against the {1}: {2}. It wins when {3} holds the {1}. Here {4} has it, so the finesse wins a trick.</source>
        <translation>Une impasse à {0} contre {1}&#xa0;: {2}. Elle réussit quand {3} détient {1}. Ici, c’est {4} qui l’a, donc l’impasse rapporte une levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1532"/>
        <source>A finesse in {0} against the {1}: {2}. It wins when {3} holds the {1}. Here {4} has it, so the finesse loses.</source>
        <translation>Une impasse à {0} contre {1}&#xa0;: {2}. Elle réussit quand {3} détient {1}. Ici, c’est {4} qui l’a, donc l’impasse échoue.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1627"/>
        <source>Leading towards an honour in {0}: lead a small card from {1} towards {2}&apos;s {3}, twice if need be; the {4} wins a trick when {5}, who plays before it, holds both the {6} and the {7}.</source>
        <translation>Jouer vers un honneur à {0}&#xa0;: jouez petit depuis {1} vers {2} ({3}), deux fois s&apos;il le faut&#xa0;; {4} gagne une levée quand {5}, qui joue avant lui, détient à la fois {6} et {7}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1630"/>
        <source>Here {5} has both, in front of the {4}, so the {4} wins a trick.</source>
        <translation>Ici, {5} détient les deux, devant {4}&#xa0;: {4} gagne une levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1651"/>
        <source>no {0}</source>
        <comment>cards of a suit: no spades</comment>
        <translation>aucun {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1653"/>
        <source>one {0}</source>
        <comment>cards of a suit: one spade</comment>
        <translation>un {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1655"/>
        <source>{1} {0}</source>
        <comment>cards of a suit: two spades</comment>
        <translation>{1} {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1657"/>
        <source>the hand with fewer trumps</source>
        <translation>la main qui a le moins d’atouts</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1658"/>
        <source>one of two hands with as many trumps</source>
        <translation>l’une des deux mains qui ont autant d’atouts</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1670"/>
        <source>Ruffing in {0}, {1}: {0} has {2} to {3}&apos;s {4}, so {3}&apos;s one losing {5} can be trumped there: one trick more</source>
        <translation>Coupe chez {0}, {1}&#xa0;: {0} a {2} contre {4} chez {3}, donc le {5} perdant en {3} peut y être coupé&#xa0;: une levée de plus</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1672"/>
        <source>Ruffing in {0}, {1}: {0} has {2} to {3}&apos;s {4}, so {3}&apos;s {6} losing {5} can be trumped there: {6} tricks more</source>
        <translation>Coupes chez {0}, {1}&#xa0;: {0} a {2} contre {4} chez {3}, donc les {6} {5} perdants en {3} peuvent y être coupés&#xa0;: {6} levées de plus</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1678"/>
        <source>{0}; but here the trumps that would ruff are tricks already: the trumps make {1} tricks with the ruffs or without, so it gains nothing.</source>
        <translation>{0}&#xa0;; mais ici, les atouts qui couperaient sont déjà des levées&#xa0;: les atouts font {1} levées avec ou sans les coupes, donc cela ne rapporte rien.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1680"/>
        <source>{0}; but here some of the trumps that would ruff are tricks already, so it gains only one trick.</source>
        <translation>{0}&#xa0;; mais ici, certains des atouts qui couperaient sont déjà des levées, donc cela ne rapporte qu’une levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1682"/>
        <source>{0}; but here some of the trumps that would ruff are tricks already, so it gains only {2} tricks.</source>
        <translation>{0}&#xa0;; mais ici, certains des atouts qui couperaient sont déjà des levées, donc cela ne rapporte que {2} levées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1707"/>
        <source>{0} — and the defenders cannot overruff here.</source>
        <translation>{0} — et la défense ne peut pas surcouper ici.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1709"/>
        <source>{0}; here a defender can overruff after one trick.</source>
        <translation>{0}&#xa0;; ici, un défenseur peut surcouper après une levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1710"/>
        <source>{0}; here a defender can overruff after {1} tricks.</source>
        <translation>{0}&#xa0;; ici, un défenseur peut surcouper après {1} levées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="1713"/>
        <source>{0}; here a defender runs out first and overruffs, so it gains nothing.</source>
        <translation>{0}&#xa0;; ici, un défenseur épuise la couleur le premier et surcoupe, donc la coupe ne rapporte rien.</translation>
    </message>
</context>
<context>
    <name>AnnounceWidget</name>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="290"/>
        <source>Your points:</source>
        <translation>Vos points&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="297"/>
        <source>Your high-card points</source>
        <translation>Vos points d’honneur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="298"/>
        <source>Type your points (0–37) or use the arrows</source>
        <translation>Tapez vos points (0–37) ou utilisez les flèches</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="302"/>
        <location filename="../../cardtable/ui/games/minibridge.py" line="304"/>
        <source>Count for me</source>
        <translation>Compter pour moi</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="305"/>
        <source>Add up the aces, kings, queens and jacks in your hand</source>
        <translation>Additionner les as, rois, dames et valets de votre main</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="318"/>
        <source>Count your points: A 4, K 3, Q 2, J 1</source>
        <translation>Comptez vos points&#xa0;: As 4, Roi 3, Dame 2, Valet 1</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="323"/>
        <source>You are the dealer, so you announce first.</source>
        <translation>Vous êtes le donneur&#xa0;: vous annoncez en premier.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="325"/>
        <source>Announce your high-card points, in turn from the dealer.</source>
        <translation>Annoncez vos points d’honneur, chacun son tour à partir du donneur.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="331"/>
        <source>Announced so far: {list}</source>
        <translation>Annoncé jusqu’ici&#xa0;: {list}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="333"/>
        <source>Type the number · Enter announces</source>
        <translation>Tapez le nombre · Entrée annonce</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="373"/>
        <source>Announce {n}</source>
        <translation>Annoncer {n}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="374"/>
        <source>Announce</source>
        <translation>Annoncer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="870"/>
        <source>You hold more than {n} points: count again (A 4, K 3, Q 2, J 1).</source>
        <translation>Vous avez plus de {n} points&#xa0;: recomptez (A 4, R 3, D 2, V 1).</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="871"/>
        <source>You hold fewer than {n} points: count again (A 4, K 3, Q 2, J 1).</source>
        <translation>Vous avez moins de {n} points&#xa0;: recomptez (A 4, R 3, D 2, V 1).</translation>
    </message>
</context>
<context>
    <name>AnswerInput</name>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="212"/>
        <source>{0}&apos;s points</source>
        <translation>Points de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="213"/>
        <location filename="../../cardtable/ui/practice.py" line="233"/>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="219"/>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="223"/>
        <source>North–South</source>
        <translation>Nord–Sud</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="223"/>
        <source>East–West</source>
        <translation>Est–Ouest</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="223"/>
        <source>Neither: 20–20, the deal is redealt</source>
        <translation>Aucune&#xa0;: 20–20, la donne est redistribuée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="224"/>
        <source>Pair</source>
        <translation>Paire</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="230"/>
        <source>Declarer</source>
        <translation>Déclarant</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="230"/>
        <source>Dummy</source>
        <translation>Mort</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="239"/>
        <source>Suit to lead</source>
        <translation>Couleur d’entame</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="241"/>
        <source>Card to lead</source>
        <translation>Carte d’entame</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="243"/>
        <source>Suit:</source>
        <translation>Couleur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="244"/>
        <source>Card:</source>
        <translation>Carte&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="253"/>
        <source>Number of tricks</source>
        <translation>Nombre de levées</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="254"/>
        <source>Tricks:</source>
        <translation>Levées&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="257"/>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="257"/>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="257"/>
        <source>Yes or no</source>
        <translation>Oui ou non</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="298"/>
        <source>Not this number</source>
        <translation>Pas ce nombre</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="320"/>
        <source>Choose a suit</source>
        <translation>Choisissez une couleur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="328"/>
        <source>Choose a seat</source>
        <translation>Choisissez une place</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="74"/>
        <source>Notice</source>
        <translation>Avis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="80"/>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="120"/>
        <source>1 more notice</source>
        <translation>1 autre avis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="120"/>
        <source>{0} more notices</source>
        <translation>{0} autres avis</translation>
    </message>
</context>
<context>
    <name>BleedingHeartsBidWidget</name>
    <message>
        <location filename="../../cardtable/ui/games/bleeding_hearts.py" line="50"/>
        <source>Doublets  ×2</source>
        <translation>Doublets  ×2</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bleeding_hearts.py" line="51"/>
        <source>Doublets</source>
        <translation>Doublets</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bleeding_hearts.py" line="61"/>
        <source>Turnip: your bug suit is the turnip&apos;s suit, unknown until the bids are revealed; your score is doubled. Turnip does not combine with Doublets.</source>
        <translation>Turnip&#xa0;: votre couleur bug est celle du Turnip, inconnue jusqu’à la révélation des annonces&#xa0;; votre score est doublé. Turnip ne se combine pas avec Doublets.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bleeding_hearts.py" line="66"/>
        <source>Choose a bug suit or the Turnip</source>
        <translation>Choisissez une couleur bug ou le Turnip</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bleeding_hearts.py" line="70"/>
        <source>Bids are secret until everyone has bid; then they are all shown together, and the turnip is turned up: it joins the last trick.</source>
        <translation>Les annonces restent secrètes jusqu’à ce que chacun ait annoncé&#xa0;; elles sont alors toutes montrées ensemble, et le Turnip est retourné&#xa0;: il rejoint le dernier pli.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bleeding_hearts.py" line="76"/>
        <source>Scoring: 10 points a trick, divided by the number of bug cards you take (rounded down); 20 points a trick if you take no bug card. Turnip doubles it; Doublets doubles it if you take no bug card, and scores 0 if you take any.</source>
        <translation>Marque&#xa0;: 10 points par pli, divisés par le nombre de cartes bug que vous prenez (arrondi à l’entier inférieur)&#xa0;; 20 points par pli si vous ne prenez aucune carte bug. Turnip double le score&#xa0;; Doublets le double si vous ne prenez aucune carte bug, et vaut 0 si vous en prenez une.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bleeding_hearts.py" line="82"/>
        <source>Keys: S H D C suit · T turnip · X doublets · Enter bids</source>
        <translation>Touches&#xa0;: S ♠ · H ♥ · D ♦ · C ♣ · T Turnip · X Doublets · Entrée annonce</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bleeding_hearts.py" line="116"/>
        <source>Doublets combines with a suit only: Turnip and Doublets do not combine.</source>
        <translation>Doublets ne se combine qu’avec une couleur&#xa0;: Turnip et Doublets ne se combinent pas.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bleeding_hearts.py" line="119"/>
        <source>Doublets: you promise to take no card of your bug suit. Clean, your score is doubled; any bug card and you score 0. Combines with a suit only, not with Turnip.</source>
        <translation>Doublets&#xa0;: vous promettez de ne prendre aucune carte de votre couleur bug. Sans bug, votre score est doublé&#xa0;; une seule carte bug et vous marquez 0. Se combine avec une couleur seulement, pas avec Turnip.</translation>
    </message>
</context>
<context>
    <name>BugamiBidWidget</name>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="314"/>
        <source>Zero</source>
        <translation>Zéro</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="314"/>
        <source>Turnip</source>
        <translation>Turnip</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="318"/>
        <source>{name} as your bug suit: keep {name} out of the tricks you win</source>
        <translation>{name} comme couleur bug&#xa0;: évitez les {name} dans les plis que vous gagnez</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="323"/>
        <source>Zero: you expect to take no trick at all — {n} points if you take none</source>
        <translation>Zéro&#xa0;: vous comptez ne faire aucun pli — {n} points si vous n’en faites aucun</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="336"/>
        <source>Your bid: {bid}</source>
        <translation>Votre annonce&#xa0;: {bid}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="337"/>
        <location filename="../../cardtable/ui/games/bugami.py" line="436"/>
        <source>Waiting for the others…</source>
        <translation>En attente des autres…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="377"/>
        <source>Choose your bug suit — or bid Zero</source>
        <translation>Choisissez votre couleur bug — ou annoncez Zéro</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="380"/>
        <source>Bids are secret until everyone has bid; then they are all shown together.</source>
        <translation>Les annonces restent secrètes jusqu’à ce que chacun ait annoncé&#xa0;; elles sont alors toutes montrées ensemble.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="383"/>
        <source>The 1 undealt card goes with the last trick.</source>
        <translation>La carte non distribuée va avec le dernier pli.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="385"/>
        <source>The {n} undealt cards go with the last trick.</source>
        <translation>Les {n} cartes non distribuées vont avec le dernier pli.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="393"/>
        <source>Scoring: 10 points a trick, divided by the number of bug cards you take (rounded down); 20 points a trick if you take no bug card. Zero promises no trick at all: {zero} points, or 0 if you take one.</source>
        <translation>Marque&#xa0;: 10 points par pli, divisés par le nombre de cartes bug que vous prenez (arrondi à l’entier inférieur)&#xa0;; 20 points par pli si vous ne prenez aucune carte bug. Zéro promet de ne faire aucun pli&#xa0;: {zero} points, ou 0 si vous en faites un.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="399"/>
        <source>Keys: S H D C suit · Z zero · Enter bids</source>
        <translation>Touches&#xa0;: S ♠ · H ♥ · D ♦ · C ♣ · Z Zéro · Entrée annonce</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="407"/>
        <source>Doublets {suit}</source>
        <translation>Doublets {suit}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="430"/>
        <source>Bid Doublets {suit}</source>
        <translation>Annoncer Doublets {suit}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="432"/>
        <source>Bid {bid}</source>
        <translation>Annoncer {bid}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="433"/>
        <source>Bid</source>
        <translation>Annoncer</translation>
    </message>
</context>
<context>
    <name>BuggerBridge</name>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="735"/>
        <source>You bid first: nobody has bid yet.</source>
        <translation>Vous annoncez en premier&#xa0;: personne n’a encore annoncé.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="736"/>
        <source>Bids so far: {0} of 1 trick.</source>
        <translation>Annonces jusqu’ici&#xa0;: {0} pour 1 pli.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="737"/>
        <source>Bids so far: {0} of {1} tricks.</source>
        <translation>Annonces jusqu’ici&#xa0;: {0} pour {1} plis.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="741"/>
        <source>A bid of {0} would make them even.</source>
        <translation>Une annonce de {0} mettrait le total à l’équilibre.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="742"/>
        <source>They are already over by {0}.</source>
        <translation>Le total dépasse déjà de {0}.</translation>
    </message>
</context>
<context>
    <name>BuggerBridgeBidWidget</name>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="317"/>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="411"/>
        <source>Bid {n}</source>
        <translation>Annoncer {n}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="341"/>
        <source>How many tricks will you take?</source>
        <translation>Combien de plis allez-vous faire&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="343"/>
        <source>Change your bid — you bid {n}</source>
        <translation>Changer votre annonce — vous avez annoncé {n}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="346"/>
        <source>no trumps</source>
        <translation>sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="348"/>
        <source>trumps {suit} (turned up {card})</source>
        <translation>atout {suit} ({card} retourné)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="352"/>
        <source>trumps {suit}</source>
        <translation>atout {suit}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="353"/>
        <source>1 card each</source>
        <translation>1 carte chacun</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="353"/>
        <source>{n} cards each</source>
        <translation>{n} cartes chacun</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="358"/>
        <source>Nobody else has bid yet.</source>
        <translation>Personne d’autre n’a encore annoncé.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="365"/>
        <source>Your bid now</source>
        <translation>Votre annonce actuelle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="366"/>
        <source>Bid {n}: take exactly {n} tricks</source>
        <translation>Annoncer {n}&#xa0;: faire exactement {n} plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="366"/>
        <source>Bid 1: take exactly 1 trick</source>
        <translation>Annoncer 1&#xa0;: faire exactement 1 pli</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="373"/>
        <source>Keys: 0–{top} or ← → choose · Enter bids</source>
        <translation>Touches&#xa0;: 0–{top} ou ← → choisir · Entrée annonce</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="375"/>
        <source>Keys: 0–{top} or ← → choose · Enter confirms · Esc keeps {n}</source>
        <translation>Touches&#xa0;: 0–{top} ou ← → choisir · Entrée&#xa0;: valider · Échap&#xa0;: garder {n}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="385"/>
        <source>Hook rule: as dealer you may not bid {b} — the bids would total {top}, the tricks in play, so everyone could make their bid.</source>
        <translation>Règle du donneur&#xa0;: en tant que donneur, vous ne pouvez pas annoncer {b} — les annonces totaliseraient {top}, le nombre de plis en jeu, et tout le monde pourrait réussir son annonce.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="388"/>
        <source>A bid of {b} is not allowed now.</source>
        <translation>Une annonce de {b} n’est pas permise maintenant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="409"/>
        <source>Keep {n}</source>
        <translation>Garder {n}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="410"/>
        <source>Change to {n}</source>
        <translation>Changer pour {n}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="410"/>
        <source>Change</source>
        <translation>Changer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="411"/>
        <source>Bid</source>
        <translation>Annoncer</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../../cardtable/words.py" line="88"/>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <location filename="../../cardtable/words.py" line="88"/>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <location filename="../../cardtable/words.py" line="88"/>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <location filename="../../cardtable/words.py" line="89"/>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <location filename="../../cardtable/words.py" line="94"/>
        <source>no trumps</source>
        <translation>sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/words.py" line="103"/>
        <source>A</source>
        <comment>the ace&apos;s letter on a card and in text</comment>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../../cardtable/words.py" line="105"/>
        <source>K</source>
        <comment>the king&apos;s letter on a card and in text</comment>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../../cardtable/words.py" line="107"/>
        <source>Q</source>
        <comment>the queen&apos;s letter on a card and in text</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../../cardtable/words.py" line="109"/>
        <source>J</source>
        <comment>the jack&apos;s letter on a card and in text</comment>
        <translation>V</translation>
    </message>
</context>
<context>
    <name>ChangeOffer</name>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="93"/>
        <source>{0} (Enter)</source>
        <translation>{0} (Entrée)</translation>
    </message>
</context>
<context>
    <name>Claim</name>
    <message>
        <location filename="../../cardtable/ui/claim_words.py" line="24"/>
        <source>1 trick</source>
        <translation>1 pli</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/claim_words.py" line="25"/>
        <source>{0} tricks</source>
        <translation>{0} plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/claim_words.py" line="30"/>
        <source>The defence can hold you to {0} of the {1} left, so your claim of {2} does not stand. Play on: once the deal is over, View ▸ Review last round shows what each card cost.</source>
        <translation>La défense peut vous limiter à {0} des {1} plis restants&#xa0;: votre réclamation de {2} ne tient pas. Jouez la suite&#xa0;; une fois la donne finie, Affichage ▸ Revoir la dernière donne montre ce que chaque carte a coûté.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/claim_words.py" line="42"/>
        <source>Claim refused</source>
        <translation>Réclamation refusée</translation>
    </message>
</context>
<context>
    <name>Compass</name>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_form.py" line="61"/>
        <source>N</source>
        <comment>compass: North</comment>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_form.py" line="62"/>
        <source>E</source>
        <comment>compass: East</comment>
        <translation>E</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_form.py" line="63"/>
        <source>S</source>
        <comment>compass: South</comment>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_form.py" line="64"/>
        <source>W</source>
        <comment>compass: West</comment>
        <translation>O</translation>
    </message>
</context>
<context>
    <name>ContractWidget</name>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="409"/>
        <source>No trumps</source>
        <translation>Sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="423"/>
        <location filename="../../cardtable/ui/games/minibridge.py" line="486"/>
        <source>Part-score</source>
        <translation>Partielle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="424"/>
        <location filename="../../cardtable/ui/games/minibridge.py" line="486"/>
        <source>Game</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="431"/>
        <source>Part-score: 7 tricks, bonus 50</source>
        <translation>Partielle&#xa0;: 7 plis, prime 50</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="432"/>
        <source>Game: NT 9, ♥/♠ 10, ♣/♦ 11 tricks, bonus 300</source>
        <translation>Manche&#xa0;: SA 9, ♥/♠ 10, ♣/♦ 11 plis, prime 300</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="472"/>
        <source>No trumps: part-score 7 tricks, game 9</source>
        <translation>Sans-atout&#xa0;: partielle 7 plis, manche 9</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="473"/>
        <source>{name} as trumps: part-score 7 tricks, game {g}</source>
        <translation>{name} atout&#xa0;: partielle 7 plis, manche {g}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="480"/>
        <source>Choose a strain, then part-score or game</source>
        <translation>Choisissez une dénomination, puis partielle ou manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="483"/>
        <source>In {s}: part-score 7 tricks, game {g} tricks</source>
        <translation>À {s}&#xa0;: partielle 7 plis, manche {g} plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="487"/>
        <source>{level} in {s}: {n} tricks</source>
        <translation>{level} à {s}&#xa0;: {n} plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="494"/>
        <source>You are declarer: choose the contract</source>
        <translation>Vous êtes le déclarant&#xa0;: choisissez le contrat</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="504"/>
        <source>You hold {mine} points and dummy {name} holds {theirs}: {total} together.</source>
        <translation>Vous avez {mine} points et le mort {name} en a&#xa0;{theirs}&#xa0;: {total}&#xa0;à vous deux.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="509"/>
        <source>Dummy: {name}.</source>
        <translation>Mort&#xa0;: {name}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="517"/>
        <source>Together you hold {fits}.</source>
        <translation>À vous deux, vous avez {fits}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="520"/>
        <source>Game needs more tricks but scores a 300 bonus instead of 50.</source>
        <translation>La manche demande plus de plis mais rapporte une prime de 300 au lieu de 50.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="521"/>
        <source>Keys: C D H S N strain · P part-score · G game · Enter plays</source>
        <translation>Touches&#xa0;: C ♣ · D ♦ · H ♥ · S ♠ · N SA · P partielle · G manche · Entrée joue</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="539"/>
        <source>Made exactly: {made} points. Each trick short gives the defenders 50.</source>
        <translation>Réussi tout juste&#xa0;: {made} points. Chaque pli de chute donne 50 aux défenseurs.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="575"/>
        <source>game</source>
        <translation>manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="575"/>
        <source>part-score</source>
        <translation>partielle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="576"/>
        <source>Play {level} in {s}</source>
        <translation>Jouer {level} à {s}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="577"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../../cardtable/ui/decisions.py" line="155"/>
        <source>Decision</source>
        <translation>Décision</translation>
    </message>
</context>
<context>
    <name>DecisionWidget</name>
    <message>
        <location filename="../../cardtable/ui/decision_look.py" line="140"/>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decision_look.py" line="141"/>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decision_look.py" line="142"/>
        <source>Diamonds</source>
        <translation>Carreau</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decision_look.py" line="143"/>
        <source>Clubs</source>
        <translation>Trèfle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/decision_widget.py" line="684"/>
        <source>Confirm</source>
        <translation>Confirmer</translation>
    </message>
</context>
<context>
    <name>Exercises</name>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="193"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="237"/>
        <source>one</source>
        <translation>une</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="238"/>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="237"/>
        <source>no</source>
        <comment>the number 0, as in: no tricks</comment>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="239"/>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="239"/>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="239"/>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="240"/>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="240"/>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="240"/>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="241"/>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="241"/>
        <source>ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="241"/>
        <source>eleven</source>
        <translation>onze</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="242"/>
        <source>twelve</source>
        <translation>douze</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="242"/>
        <source>thirteen</source>
        <translation>treize</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="250"/>
        <source>zeroth</source>
        <translation>zéroième</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="250"/>
        <source>first</source>
        <translation>première</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="250"/>
        <source>second</source>
        <translation>deuxième</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="251"/>
        <source>third</source>
        <translation>troisième</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="251"/>
        <source>fourth</source>
        <translation>quatrième</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="251"/>
        <source>fifth</source>
        <translation>cinquième</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="252"/>
        <source>sixth</source>
        <translation>sixième</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="252"/>
        <source>seventh</source>
        <translation>septième</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="252"/>
        <source>eighth</source>
        <translation>huitième</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="253"/>
        <source>ninth</source>
        <translation>neuvième</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="253"/>
        <source>tenth</source>
        <translation>dixième</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="253"/>
        <source>eleventh</source>
        <translation>onzième</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="254"/>
        <source>twelfth</source>
        <translation>douzième</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="254"/>
        <source>thirteenth</source>
        <translation>treizième</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="256"/>
        <source>{0}th</source>
        <translation>{0}e</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="262"/>
        <source>spades</source>
        <comment>the suit: lead spades, length in spades</comment>
        <translation>pique</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="263"/>
        <source>hearts</source>
        <comment>the suit: lead hearts, length in hearts</comment>
        <translation>cœur</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="264"/>
        <source>diamonds</source>
        <comment>the suit: lead diamonds, length in diamonds</comment>
        <translation>carreau</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="265"/>
        <source>clubs</source>
        <comment>the suit: lead clubs, length in clubs</comment>
        <translation>trèfle</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="273"/>
        <source>spade</source>
        <comment>one card of the suit: one spade</comment>
        <translation>pique</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="274"/>
        <source>heart</source>
        <comment>one card of the suit: one heart</comment>
        <translation>cœur</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="275"/>
        <source>diamond</source>
        <comment>one card of the suit: one diamond</comment>
        <translation>carreau</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="276"/>
        <source>club</source>
        <comment>one card of the suit: one club</comment>
        <translation>trèfle</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="279"/>
        <source>spades</source>
        <comment>cards of the suit: four spades</comment>
        <translation>piques</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="280"/>
        <source>hearts</source>
        <comment>cards of the suit: four hearts</comment>
        <translation>cœurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="281"/>
        <source>diamonds</source>
        <comment>cards of the suit: four diamonds</comment>
        <translation>carreaux</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="282"/>
        <source>clubs</source>
        <comment>cards of the suit: four clubs</comment>
        <translation>trèfles</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="62"/>
        <source>Counting points</source>
        <translation>Compter les points</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="63"/>
        <source>Part-score or game</source>
        <translation>Partielle ou manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="64"/>
        <source>Choosing trumps</source>
        <translation>Choisir l’atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="65"/>
        <source>Opening leads</source>
        <translation>L’entame</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="66"/>
        <source>Sure tricks</source>
        <translation>Les levées sûres</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="67"/>
        <source>Establishing a long suit</source>
        <translation>Affranchir une longue</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="68"/>
        <source>Drawing trumps</source>
        <translation>Faire tomber les atouts</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="69"/>
        <source>Finesses</source>
        <translation>Les impasses</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="70"/>
        <source>Leads against no trumps</source>
        <translation>Entames à sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="71"/>
        <source>Leads against a suit contract</source>
        <translation>Entames à la couleur</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="72"/>
        <source>Third hand high</source>
        <translation>En troisième, jouer haut</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="73"/>
        <source>Second hand low</source>
        <translation>En deuxième, jouer petit</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="74"/>
        <source>Covering an honour</source>
        <translation>Couvrir un honneur</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="75"/>
        <source>Signalling to partner</source>
        <translation>Signaler au partenaire</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="108"/>
        <source>How many points does each player have?</source>
        <translation>Combien de points chaque joueur a-t-il&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="109"/>
        <source>Who announces their points first?</source>
        <translation>Qui annonce ses points en premier&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="110"/>
        <source>Which pair are the declaring side?</source>
        <translation>Quelle paire forme le camp du déclarant&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="111"/>
        <source>Who is declarer and who is dummy?</source>
        <translation>Qui est le déclarant, et qui est le mort&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="112"/>
        <source>Which player makes the first lead?</source>
        <translation>Quel joueur fait l’entame&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="113"/>
        <source>Which suit would you advise the defender to lead — and which card?</source>
        <translation>Quelle entame conseilleriez-vous au défenseur — dans quelle couleur, et avec quelle carte&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="115"/>
        <source>How many tricks is declarer sure to make?</source>
        <translation>Combien de levées le déclarant est-il sûr de faire&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="117"/>
        <source>Would you advise declarer to go for game?</source>
        <translation>Conseilleriez-vous au déclarant de jouer la manche&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="119"/>
        <source>Does declarer have any chance of making extra tricks?</source>
        <translation>Le déclarant a-t-il une chance de faire des levées supplémentaires&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="140"/>
        <source>{0} declares {1}; {2} leads.</source>
        <translation>{0} joue {1}&#xa0;; {2} entame.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="143"/>
        <source>{0} declares {1}.</source>
        <translation>{0} joue {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="145"/>
        <source>{0} plays {1}.</source>
        <translation>{0} joue {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="187"/>
        <source>neither (20–20: redeal)</source>
        <translation>aucune (20–20&#xa0;: on redistribue)</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="189"/>
        <source>{0} declares, {1} is dummy</source>
        <translation>{0} est déclarant, {1} est le mort</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="191"/>
        <source>{0} (the {1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="193"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="215"/>
        <source>Right suit — but lead the {0}, not the {1}. {2}</source>
        <translation>Bonne couleur — mais entamez {0}, pas {1}. {2}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="218"/>
        <source>Right: {0} is as good a lead here. {1}</source>
        <translation>Exact&#xa0;: l’entame à {0} est aussi bonne ici. {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="220"/>
        <location filename="../../cardtable/bridge/exercises.py" line="227"/>
        <location filename="../../cardtable/bridge/exercises.py" line="241"/>
        <source>Right. {0}</source>
        <translation>Exact. {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="221"/>
        <source>Not quite: {0} is not the best lead. {1}</source>
        <translation>Pas tout à fait&#xa0;: l’entame à {0} n’est pas la meilleure. {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="228"/>
        <source>{0} has {1}, not {2}</source>
        <translation>{0} a {1}, pas {2}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="230"/>
        <location filename="../../cardtable/bridge/exercises.py" line="242"/>
        <source>Not quite: {0}. {1}</source>
        <translation>Pas tout à fait&#xa0;: {0}. {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="234"/>
        <source>Not quite: dummy is always declarer&apos;s partner, opposite. {0}</source>
        <translation>Pas tout à fait&#xa0;: le mort est toujours le partenaire du déclarant, assis en face. {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/exercises.py" line="246"/>
        <source>neither (redeal)</source>
        <translation>aucune (on redistribue)</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/counting.py" line="71"/>
        <source>{0} and {1}</source>
        <comment>the last two items of a list</comment>
        <translation>{0} et {1}</translation>
    </message>
</context>
<context>
    <name>GameBlurbs</name>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="535"/>
        <source>Oh Hell for 3–10: bid the exact number of tricks you will take, no more, no fewer.</source>
        <translation>Le Oh Hell de 3 à 10 joueurs&#xa0;: annoncez le nombre exact de plis que vous ferez, ni plus ni moins.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="635"/>
        <source>Name a bug suit in secret, then keep its cards out of the tricks you win.</source>
        <translation>Choisissez en secret une couleur bug, puis évitez ses cartes dans les plis que vous gagnez.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bleeding_hearts.py" line="148"/>
        <source>Three-player Bugami with 40 cards, a turnip, and the Turnip and Doublets bids.</source>
        <translation>Le Bugami à trois joueurs avec 40 cartes, un turnip, et les annonces Turnip et Doublets.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="770"/>
        <source>Bridge without the auction: count your points, the stronger pair declares.</source>
        <translation>Le bridge sans enchères&#xa0;: comptez vos points, la paire la plus forte joue le contrat.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="338"/>
        <source>Partners at tables of four must beat the trick if they can; a hand card adds trumps and twists.</source>
        <translation>Des partenaires à des tables de quatre doivent monter sur le pli s’ils le peuvent&#xa0;; la carte des mains ajoute atouts et variantes.</translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="539"/>
        <source>The dealer may not bid so that the bids total the tricks in play.</source>
        <translation>Le donneur ne peut pas annoncer de sorte que le total des annonces égale le nombre de plis en jeu.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bleeding_hearts.py" line="152"/>
        <location filename="../../cardtable/ui/games/bugami.py" line="636"/>
        <source>The score that ends the match at the end of a deal.</source>
        <translation>Le score qui termine la partie à la fin d’une donne.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="637"/>
        <source>Points for a zero bid that takes no trick.</source>
        <translation>Points d’une annonce zéro qui ne fait aucun pli.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bleeding_hearts.py" line="153"/>
        <source>The three ranks taken out as bid-cards.</source>
        <translation>Les trois rangs retirés comme cartes d’annonce.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="771"/>
        <source>Deals in a session (a 20–20 redeal does not count).</source>
        <translation>Donnes d’une séance (une redonne 20–20 ne compte pas).</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="772"/>
        <source>Play until a side reaches this score at the end of a deal instead (0: off).</source>
        <translation>Jouer plutôt jusqu’à ce qu’un camp atteigne ce score à la fin d’une donne (0&#xa0;: désactivé).</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="342"/>
        <source>The hands of a match: each a trump (S, H, D, C or none) and modifiers (swap, blind, new_partners, move_tables).</source>
        <translation>Les mains d’une partie&#xa0;: chacune avec son atout (pique, cœur, carreau, trèfle ou sans-atout) et ses variantes (échange, à l’aveugle, nouveaux partenaires, changement de tables).</translation>
    </message>
</context>
<context>
    <name>HandCardEditor</name>
    <message>
        <location filename="../../cardtable/ui/hand_card_editor.py" line="54"/>
        <source>Swap</source>
        <translation>Échange</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/hand_card_editor.py" line="55"/>
        <source>Blind</source>
        <translation>À l’aveugle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/hand_card_editor.py" line="56"/>
        <source>New partners after</source>
        <translation>Nouveaux partenaires après</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/hand_card_editor.py" line="57"/>
        <source>Move tables after</source>
        <translation>Changement de tables après</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/hand_card_editor.py" line="65"/>
        <source>Each side scores the other side&apos;s tricks for this hand.</source>
        <translation>Chaque camp marque les plis de l&apos;autre camp pour cette donne.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/hand_card_editor.py" line="66"/>
        <source>Everyone plays this hand face down, choosing cards without seeing them.</source>
        <translation>Chacun joue cette donne face cachée, en choisissant ses cartes sans les voir.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/hand_card_editor.py" line="67"/>
        <source>After this hand, the seats turn so that everyone at a table has a new partner.</source>
        <translation>Après cette donne, les places tournent pour que chacun ait un nouveau partenaire à sa table.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/hand_card_editor.py" line="70"/>
        <source>After this hand, East–West players move to the next table (with one table, nobody moves).</source>
        <translation>Après cette donne, les joueurs Est–Ouest passent à la table suivante (avec une seule table, personne ne bouge).</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/hand_card_editor.py" line="129"/>
        <source>Hand card</source>
        <translation>Carte des mains</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/hand_card_editor.py" line="130"/>
        <source>Edit the hand card</source>
        <translation>Modifier la carte des mains</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/hand_card_editor.py" line="135"/>
        <source>Hands of the card</source>
        <translation>Mains de la carte</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/hand_card_editor.py" line="136"/>
        <source>Trumps</source>
        <translation>Atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/hand_card_editor.py" line="147"/>
        <source>&amp;Add a hand</source>
        <translation>&amp;Ajouter une main</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/hand_card_editor.py" line="149"/>
        <source>Re&amp;move the hand</source>
        <translation>&amp;Retirer la main</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/hand_card_editor.py" line="151"/>
        <source>Remove the selected hand (a card keeps one at least)</source>
        <translation>Retirer la main choisie (la carte en garde au moins une)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/hand_card_editor.py" line="154"/>
        <source>&amp;Standard card</source>
        <translation>Carte &amp;standard</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/hand_card_editor.py" line="232"/>
        <source>Hand %1, trumps</source>
        <translation>Main %1, atout</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <location filename="../../cardtable/bridge/handout.py" line="48"/>
        <source>{0} (dealer)</source>
        <translation>{0} (donneur)</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/handout.py" line="62"/>
        <source>Board {0} - dealer {1}</source>
        <translation>Donne {0} - donneur {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/handout.py" line="127"/>
        <source>{0}: answers</source>
        <translation>{0}&#xa0;: réponses</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/handout.py" line="134"/>
        <source>Teacher&apos;s note (on {0}): {1}</source>
        <translation>Note du professeur (sur {0})&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/handout.py" line="135"/>
        <source>Teacher&apos;s note: {0}</source>
        <translation>Note du professeur&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../../cardtable/analysis/hints.py" line="110"/>
        <source>On the 1 layout the computer played out, the {1} did just as well without beating the cards played so far.</source>
        <translation>Sur la seule répartition que l’ordinateur a jouée, la carte {1} a fait tout aussi bien sans battre celles déjà jouées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/analysis/hints.py" line="112"/>
        <source>Over the {0} layouts the computer played out, the {1} did just as well without beating the cards played so far.</source>
        <translation>Sur les {0} répartitions que l’ordinateur a jouées, la carte {1} a fait tout aussi bien sans battre celles déjà jouées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/analysis/hints.py" line="116"/>
        <source>On the 1 layout the computer played out, the {1} did just as well, though it beats the cards played so far.</source>
        <translation>Sur la seule répartition que l’ordinateur a jouée, la carte {1} a fait tout aussi bien, bien qu’elle batte celles déjà jouées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/analysis/hints.py" line="118"/>
        <source>Over the {0} layouts the computer played out, the {1} did just as well, though it beats the cards played so far.</source>
        <translation>Sur les {0} répartitions que l’ordinateur a jouées, la carte {1} a fait tout aussi bien, bien qu’elle batte celles déjà jouées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/analysis/hints.py" line="122"/>
        <source>On the 1 layout the computer played out, the {1} did just as well.</source>
        <translation>Sur la seule répartition que l’ordinateur a jouée, la carte {1} a fait tout aussi bien.</translation>
    </message>
    <message>
        <location filename="../../cardtable/analysis/hints.py" line="123"/>
        <source>Over the {0} layouts the computer played out, the {1} did just as well.</source>
        <translation>Sur les {0} répartitions que l’ordinateur a jouées, la carte {1} a fait tout aussi bien.</translation>
    </message>
    <message>
        <location filename="../../cardtable/analysis/hints.py" line="126"/>
        <source>This card did best on the 1 layout of the unseen cards the computer played out; the next best was the {1}.</source>
        <translation>C’est le meilleur choix sur la seule répartition des cartes cachées que l’ordinateur a jouée&#xa0;; venait ensuite la carte {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/analysis/hints.py" line="128"/>
        <source>This card did best over the {0} layouts of the unseen cards the computer played out; the next best was the {1}.</source>
        <translation>C’est le meilleur choix sur les {0} répartitions des cartes cachées que l’ordinateur a jouées&#xa0;; venait ensuite la carte {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/analysis/hints.py" line="132"/>
        <source>This choice did best on the 1 layout of the unseen cards the computer tried.</source>
        <translation>C’est le meilleur choix sur la seule répartition des cartes cachées que l’ordinateur a essayée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/analysis/hints.py" line="133"/>
        <source>This choice did best over the {0} layouts of the unseen cards the computer tried.</source>
        <translation>C’est le meilleur choix sur les {0} répartitions des cartes cachées que l’ordinateur a essayées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/analysis/hints.py" line="142"/>
        <source>Dummy&apos;s only legal card: the {0}{1}.</source>
        <translation>Seule carte permise du mort&#xa0;: {0}{1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/analysis/hints.py" line="143"/>
        <source>Your only legal card: the {0}{1}.</source>
        <translation>Votre seule carte permise&#xa0;: {0}{1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/analysis/hints.py" line="156"/>
        <source>Play the {0}: your side&apos;s {1} is winning the trick</source>
        <translation>Jouez la carte {0}&#xa0;: le pli est pour l’instant à votre camp, avec {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/analysis/hints.py" line="161"/>
        <source>Play the {0}: none of your cards can take this trick</source>
        <translation>Jouez la carte {0}&#xa0;: aucune de vos cartes ne peut prendre ce pli</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="620"/>
        <source>Bid {0}: the computer expects about {0} of the {1} tricks from this hand, and an exact bid is what scores.</source>
        <translation>Annoncez {0}&#xa0;: l’ordinateur attend environ {0} des {1} plis de cette main, et seule une annonce exacte marque.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="678"/>
        <source>Bid zero: this hand has the low cards to take no trick at all.</source>
        <translation>Annoncez zéro&#xa0;: cette main a les petites cartes pour ne faire aucun pli.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="680"/>
        <source>Bid Turnip: your hand copes with any bug suit, and the score is doubled.</source>
        <translation>Annoncez Turnip&#xa0;: votre main s’accommode de n’importe quelle couleur bug, et le score est doublé.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="684"/>
        <source>Avoid {0} with Doublets: you hold {1} of them and can keep every one out of your tricks.</source>
        <translation>Évitez {0} avec Doublets&#xa0;: vous en avez {1} et pouvez toutes les garder hors de vos plis.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="686"/>
        <source>Avoid {0}: you hold {1} of them, and they are the easiest to lose.</source>
        <translation>Évitez {0}&#xa0;: vous en avez {1}, et ce sont les plus faciles à perdre.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="912"/>
        <source>The defence needs one trick to beat the contract.</source>
        <translation>La défense doit faire un pli pour faire chuter le contrat.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="913"/>
        <source>The defence needs {0} tricks to beat the contract.</source>
        <translation>La défense doit faire {0} plis pour faire chuter le contrat.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="917"/>
        <source>Announce {0}: you hold {1} points (A 4, K 3, Q 2, J 1).</source>
        <translation>Annoncez {0}&#xa0;: vous avez {1} points (As 4, Roi 3, Dame 2, Valet 1).</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="920"/>
        <source>Choose game in {0}: it scored best with your and dummy&apos;s cards over the layouts of the defenders&apos; cards the computer tried.</source>
        <translation>Choisissez la manche à {0}&#xa0;: c’est ce qui a marqué le mieux avec vos cartes et celles du mort, sur les répartitions des cartes de la défense que l’ordinateur a essayées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="922"/>
        <source>Choose a part-score in {0}: it scored best with your and dummy&apos;s cards over the layouts of the defenders&apos; cards the computer tried.</source>
        <translation>Choisissez une partielle à {0}&#xa0;: c’est ce qui a marqué le mieux avec vos cartes et celles du mort, sur les répartitions des cartes de la défense que l’ordinateur a essayées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="943"/>
        <source>; the contract is beaten already</source>
        <translation>; le contrat a déjà chuté</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="945"/>
        <source>; the defence needs {0} tricks to beat the contract</source>
        <translation>; la défense doit faire {0} plis pour faire chuter le contrat</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="946"/>
        <source>; the defence needs one more trick to beat the contract</source>
        <translation>; la défense doit encore faire un pli pour faire chuter le contrat</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="947"/>
        <source>; the defence needs {0} more tricks to beat the contract</source>
        <translation>; la défense doit encore faire {0} plis pour faire chuter le contrat</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="951"/>
        <source>; the contract is made already</source>
        <translation>; le contrat est déjà rempli</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="954"/>
        <source>; the contract needs one more trick</source>
        <translation>; le contrat demande encore un pli</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="955"/>
        <source>; the contract needs {0} more tricks</source>
        <translation>; le contrat demande encore {0} plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/analysis/hints.py" line="147"/>
        <source>Lead the {0}</source>
        <translation>Entamez la carte {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/analysis/hints.py" line="149"/>
        <source>Play the {0}: it wins the trick</source>
        <translation>Jouez la carte {0}&#xa0;: elle gagne le pli</translation>
    </message>
    <message>
        <location filename="../../cardtable/analysis/hints.py" line="151"/>
        <source>Play the {0}: it beats the cards played so far</source>
        <translation>Jouez la carte {0}&#xa0;: elle bat celles déjà jouées</translation>
    </message>
    <message>
        <location filename="../../cardtable/analysis/hints.py" line="159"/>
        <source>Play the {0}: it does not take this trick</source>
        <translation>Jouez la carte {0}&#xa0;: elle ne prend pas ce pli</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="618"/>
        <source>Bid {0}: the computer expects about {0} of the 1 trick from this hand, and an exact bid is what scores.</source>
        <translation>Annoncez {0}&#xa0;: l’ordinateur attend environ {0} du seul pli de cette main, et seule une annonce exacte marque.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="633"/>
        <source>On 1 layout of the unseen cards it did best for your chance of winning the match; the next best was bid {1}.</source>
        <translation>Sur 1 répartition des cartes cachées, elle a le mieux servi vos chances de gagner la partie&#xa0;; la suivante était l’annonce {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="635"/>
        <source>Over {0} layouts of the unseen cards it did best for your chance of winning the match; the next best was bid {1}.</source>
        <translation>Sur {0} répartitions des cartes cachées, elle a le mieux servi vos chances de gagner la partie&#xa0;; la suivante était l’annonce {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="640"/>
        <source>On 1 layout of the unseen cards it scored {0:.0f} points; bid {1} would have scored {2:.0f}.</source>
        <translation>Sur 1 répartition des cartes cachées, elle a rapporté {0:.0f} points&#xa0;; l’annonce {1} aurait rapporté {2:.0f}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="642"/>
        <source>Over {0} layouts of the unseen cards it was made exactly on {1}% of them, {2:.1f} points on average; bid {3} would have been made on {4}%, {5:.1f} points.</source>
        <translation>Sur {0} répartitions des cartes cachées, elle a été réussie exactement dans {1}&#xa0;% des cas, soit {2:.1f} points en moyenne&#xa0;; l’annonce {3} l’aurait été dans {4}&#xa0;% des cas, soit {5:.1f} points.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="653"/>
        <source>, and you need 1 more trick for your bid of {0}</source>
        <translation>, et il vous faut encore 1 pli pour votre annonce de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="655"/>
        <source>, and you need {0} more tricks for your bid of {1}</source>
        <translation>, et il vous faut encore {0} plis pour votre annonce de {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="657"/>
        <source>, and you bid to take no trick</source>
        <translation>, et vous avez annoncé ne faire aucun pli</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="659"/>
        <source>, and you already have the 1 trick you bid</source>
        <translation>, et vous avez déjà le pli annoncé</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="660"/>
        <source>, and you already have the {0} tricks you bid</source>
        <translation>, et vous avez déjà les {0} plis annoncés</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="692"/>
        <source>; keep {0} out of your tricks</source>
        <translation>; gardez {0} hors de vos plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="694"/>
        <source>; your zero bid wants no trick at all</source>
        <translation>; votre annonce zéro ne veut aucun pli</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="953"/>
        <source>; the contract needs {0} tricks</source>
        <translation>; le contrat demande {0} plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="478"/>
        <source>; in this swap hand your side scores the tricks the other side takes, so every trick you take counts for them</source>
        <translation>; dans cette main d’échange, votre camp marque les plis de l’autre camp&#xa0;: chaque pli que vous faites compte pour lui</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="480"/>
        <source>; every trick your side takes counts for you and your partner</source>
        <translation>; chaque pli de votre camp compte pour vous et votre partenaire</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="235"/>
        <source>1 round</source>
        <translation>1 donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="235"/>
        <source>{0} rounds</source>
        <translation>{0} donnes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="522"/>
        <source>1 hand</source>
        <translation>1 main</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="522"/>
        <source>{0} hands</source>
        <translation>{0} mains</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="966"/>
        <source>1 deal</source>
        <translation>1 donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="966"/>
        <source>{0} deals</source>
        <translation>{0} donnes</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../cardtable/ui/history.py" line="87"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="88"/>
        <source>Match history</source>
        <translation>Historique des parties</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="92"/>
        <location filename="../../cardtable/ui/history.py" line="119"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="93"/>
        <source>All games</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="97"/>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="98"/>
        <source>Any number of players</source>
        <translation>Tout nombre de joueurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="100"/>
        <source>{0} players</source>
        <translation>{0} joueurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="102"/>
        <location filename="../../cardtable/ui/history.py" line="119"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="103"/>
        <source>Any time</source>
        <translation>Toutes dates</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="103"/>
        <source>Last 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="103"/>
        <source>Last 30 days</source>
        <translation>30 derniers jours</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="103"/>
        <source>Last year</source>
        <translation>Dernière année</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="107"/>
        <location filename="../../cardtable/ui/history.py" line="119"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="108"/>
        <source>Any result</source>
        <translation>Tout résultat</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="108"/>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="108"/>
        <source>Not won</source>
        <translation>Non gagnée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="108"/>
        <source>Unfinished</source>
        <translation>Inachevée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="119"/>
        <source>Played</source>
        <translation>Durée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="120"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="120"/>
        <source>Levels</source>
        <translation>Niveaux</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="133"/>
        <source>&amp;Review…</source>
        <translation>&amp;Revoir…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="135"/>
        <source>&amp;Show on the table</source>
        <translation>&amp;Afficher sur la table</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="169"/>
        <source>The newest {0} matches (narrow the filters to see others)</source>
        <translation>Les {0} parties les plus récentes (resserrez les filtres pour voir les autres)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="170"/>
        <source>{0} matches</source>
        <translation>{0} parties</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="170"/>
        <source>1 match</source>
        <translation>1 partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="198"/>
        <source> (practice)</source>
        <translation> (entraînement)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="200"/>
        <source>unfinished</source>
        <translation>inachevée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="55"/>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="57"/>
        <source>lost</source>
        <translation>perdue</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="58"/>
        <source>place {0} of {1}</source>
        <translation>{0}e sur {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="201"/>
        <source>{0}, {1} points</source>
        <translation>{0}, {1} points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="219"/>
        <source>This match was kept without its record (from statistics.json).</source>
        <translation>Cette partie a été conservée sans son enregistrement (depuis statistics.json).</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/history.py" line="235"/>
        <source>No round of this match was played to the end.</source>
        <translation>Aucune donne de cette partie n’a été jouée jusqu’au bout.</translation>
    </message>
</context>
<context>
    <name>Leads</name>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="115"/>
        <source>But {0}</source>
        <comment>a reason against the lead: But dummy has no spades</comment>
        <translation>Mais {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="160"/>
        <source>top of a solid sequence ({0}): the lead is safe — it gives declarer no trick that is not theirs by right — and it tells partner what you hold</source>
        <translation>la tête d’une séquence solide ({0})&#xa0;: l’entame est sûre — elle ne donne au déclarant aucune levée qui ne lui revienne de droit — et elle renseigne le partenaire sur votre main</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="175"/>
        <source>the ace from ace–king ({0}): safe, and it starts to set up tricks for your side</source>
        <translation>l’As d’As-Roi ({0})&#xa0;: une entame sûre, qui commence à affranchir des levées pour votre camp</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="177"/>
        <source>top of touching honours ({0}): safe, and it starts to set up tricks for your side</source>
        <translation>le plus haut de deux honneurs qui se touchent ({0})&#xa0;: une entame sûre, qui commence à affranchir des levées pour votre camp</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="182"/>
        <source>from {0}, the top of the sequence under your ace: it keeps declarer from winning cheaply</source>
        <translation>de {0}, la tête de la séquence sous votre As&#xa0;: elle empêche le déclarant de gagner la levée à bon compte</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="184"/>
        <source>from {0}, the top of the sequence under your king: it keeps declarer from winning cheaply</source>
        <translation>de {0}, la tête de la séquence sous votre Roi&#xa0;: elle empêche le déclarant de gagner la levée à bon compte</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="186"/>
        <source>from {0}, the top of the sequence under your queen: it keeps declarer from winning cheaply</source>
        <translation>de {0}, la tête de la séquence sous votre Dame&#xa0;: elle empêche le déclarant de gagner la levée à bon compte</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="191"/>
        <source>a singleton, though against no trumps a short suit rarely helps</source>
        <translation>un singleton, même si contre sans-atout une couleur courte aide rarement</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="195"/>
        <source>a singleton</source>
        <translation>un singleton</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="197"/>
        <source>a singleton: when the suit is led again you can trump, and your trump ace lets you win the lead to get a second ruff</source>
        <translation>un singleton&#xa0;: quand la couleur sera rejouée, vous pourrez couper, et votre As d’atout vous permettra de reprendre la main pour une seconde coupe</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="200"/>
        <source>a singleton: when the suit is led again you can trump, and your trump ace wins the first round of trumps before declarer can draw your small one</source>
        <translation>un singleton&#xa0;: quand la couleur sera rejouée, vous pourrez couper, et votre As d’atout prend le premier tour d’atout avant que le déclarant ne puisse faire tomber votre petit atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="203"/>
        <source>a singleton: when the suit is led again you can trump</source>
        <translation>un singleton&#xa0;: quand la couleur sera rejouée, vous pourrez couper</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="208"/>
        <source>fourth highest from your long suit ({0}), with no honour to lead away from</source>
        <translation>la quatrième meilleure de votre couleur longue ({0}), qui n’a aucun honneur à exposer</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="210"/>
        <source>fourth highest from your long suit ({0}), with no high honour to lead away from</source>
        <translation>la quatrième meilleure de votre couleur longue ({0}), qui n’a aucun gros honneur à exposer</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="212"/>
        <source>fourth highest from a long suit ({0}), with no honour to lead away from</source>
        <translation>la quatrième meilleure d’une couleur longue ({0}), qui n’a aucun honneur à exposer</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="214"/>
        <source>fourth highest from a long suit ({0}), with no high honour to lead away from</source>
        <translation>la quatrième meilleure d’une couleur longue ({0}), qui n’a aucun gros honneur à exposer</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="217"/>
        <source>top of a suit with no honour ({0}): it risks nothing of yours</source>
        <translation>la plus haute d’une couleur sans honneur ({0})&#xa0;: elle ne met aucune de vos cartes en danger</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="218"/>
        <source>top of a suit with no high honour ({0}): it risks nothing of yours</source>
        <translation>la plus haute d’une couleur sans gros honneur ({0})&#xa0;: elle ne met aucune de vos cartes en danger</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="227"/>
        <source>fourth highest from your longest and strongest suit ({0}): against no trumps the long suit is the defenders&apos; best hope — once its high cards are gone, its small cards take tricks</source>
        <translation>la quatrième meilleure de votre couleur la plus longue et la plus forte ({0})&#xa0;: contre sans-atout, la couleur longue est le meilleur espoir de la défense — une fois ses grosses cartes tombées, ses petites cartes font des levées</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="230"/>
        <source>fourth highest from a long suit ({0}): against no trumps a long suit is the defenders&apos; best hope — once its high cards are gone, its small cards take tricks</source>
        <translation>la quatrième meilleure d’une couleur longue ({0})&#xa0;: contre sans-atout, une couleur longue est le meilleur espoir de la défense — une fois ses grosses cartes tombées, ses petites cartes font des levées</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="234"/>
        <source>fourth highest from a long suit headed by an honour ({0}): it may set up tricks for your side, though it risks giving declarer one</source>
        <translation>la quatrième meilleure d’une couleur longue menée par un honneur ({0})&#xa0;: elle peut affranchir des levées pour votre camp, au risque d’en donner une au déclarant</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="238"/>
        <source>top of a doubleton ({0}), though it may cost your honour</source>
        <translation>la plus haute d’un doubleton ({0}), au risque de vous coûter votre honneur</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="241"/>
        <source>low from the jack ({0}): a jack is seldom a trick of its own</source>
        <translation>petit sous le Valet ({0})&#xa0;: un Valet fait rarement une levée à lui seul</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="243"/>
        <source>low from an honour ({0}), though it leads away from it</source>
        <translation>petit sous un honneur ({0}), même si c’est entamer sous cet honneur</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="285"/>
        <source>dummy has only one {0}, so it can trump the suit from the second round on</source>
        <translation>le mort n’a qu’un seul {0}&#xa0;: il peut couper la couleur dès le deuxième tour</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="287"/>
        <source>dummy has no {0} and can trump it</source>
        <translation>le mort n’a aucun {0} et peut couper</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="302"/>
        <source>low from {0}: dummy&apos;s {1} would take your {2} if you led them, so a small card keeps them for later</source>
        <translation>petite carte de {0}&#xa0;: les {1} du mort prendraient vos {2} si vous les entamiez, et une petite carte les garde pour plus tard</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="305"/>
        <source>top of touching honours ({0}), the card that tells partner what you hold</source>
        <translation>le plus haut de deux honneurs qui se touchent ({0}), la carte qui dit au partenaire ce que vous tenez</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="307"/>
        <source>dummy holds {0}, over your {1}: led, your honours fall to its high cards, and the suit sets up nothing for you</source>
        <translation>le mort a {0}, au-dessus de vos {1}&#xa0;: entamés, vos honneurs tombent sous ses gros honneurs, et la couleur n’affranchit rien pour vous</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="311"/>
        <source>Dummy&apos;s {0} makes no difference: a sequence gives nothing away</source>
        <translation>Les cartes du mort ({0}) n’y changent rien&#xa0;: une séquence ne donne rien</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="314"/>
        <source>dummy holds {0}, over your {1}: a lead there gives declarer a free finesse</source>
        <translation>le mort a {0}, au-dessus de votre {1}&#xa0;: entamer là offre au déclarant une impasse gratuite</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="336"/>
        <source>dummy holds {0}: the suit is declarer&apos;s source of tricks, not yours</source>
        <translation>le mort a {0}&#xa0;: cette couleur est la source de levées du déclarant, pas la vôtre</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="320"/>
        <source>dummy holds {0}: a lead there plays into declarer&apos;s strength</source>
        <translation>le mort a {0}&#xa0;: entamer là, c’est jouer dans la force du déclarant</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="166"/>
        <source>fourth highest from your longest and strongest suit ({0}): against no trumps two touching honours at the head of a long suit are not led from the top — the small card keeps them both over declarer&apos;s cards</source>
        <translation>la quatrième meilleure de votre couleur la plus longue et la plus forte ({0})&#xa0;: contre sans-atout, deux honneurs qui se touchent en tête d’une couleur longue ne s’entament pas par le haut — la petite carte les garde tous deux au-dessus des cartes du déclarant</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="169"/>
        <source>fourth highest from a long suit ({0}): against no trumps two touching honours at the head of a long suit are not led from the top — the small card keeps them both over declarer&apos;s cards</source>
        <translation>la quatrième meilleure d’une couleur longue ({0})&#xa0;: contre sans-atout, deux honneurs qui se touchent en tête d’une couleur longue ne s’entament pas par le haut — la petite carte les garde tous deux au-dessus des cartes du déclarant</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="221"/>
        <source>from {0}: against a trump contract never lead a small card away from an ace — cash it, and see what partner plays to it before going on</source>
        <translation>de {0}&#xa0;: contre un contrat à l’atout, n’entamez jamais petit sous un As — encaissez-le, et voyez ce que le partenaire fournit avant de continuer</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="345"/>
        <source>Dummy is weak in {0}, so partner, who plays after dummy, may win the trick and lead the suit back for you to trump</source>
        <translation>Le mort est faible à {0}, donc le partenaire, qui joue après le mort, peut gagner la levée et rejouer la couleur pour que vous coupiez</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="349"/>
        <source>Dummy has nothing in {0} to beat your {1}</source>
        <translation>Le mort n’a rien à {0} pour battre votre {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="353"/>
        <source>Dummy is weak in {0}, so any honour partner holds there plays after dummy&apos;s cards</source>
        <translation>Le mort est faible à {0}, donc tout honneur qu’y détient le partenaire joue après les cartes du mort</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="355"/>
        <source>Dummy is weak in {0}, so partner, who plays after dummy, may win the trick cheaply</source>
        <translation>Le mort est faible à {0}, donc le partenaire, qui joue après le mort, peut gagner la levée à bon compte</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="382"/>
        <source>a trump: dummy has no {0} and one trump, so declarer will want to ruff {2} there</source>
        <translation>un atout&#xa0;: le mort n’a aucun {0} et un seul atout, le déclarant voudra donc y couper des {2}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="384"/>
        <source>a trump: dummy has no {0} and {1} trumps, so declarer will want to ruff {2} there</source>
        <translation>un atout&#xa0;: le mort n’a aucun {0} et {1} atouts, le déclarant voudra donc y couper des {2}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="388"/>
        <source>a trump: dummy has only one {0} and one trump, so declarer will want to ruff {2} there</source>
        <translation>un atout&#xa0;: le mort n’a qu’un seul {0} et un seul atout, le déclarant voudra donc y couper des {2}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="390"/>
        <source>a trump: dummy has only one {0} and {1} trumps, so declarer will want to ruff {2} there</source>
        <translation>un atout&#xa0;: le mort n’a qu’un seul {0} et {1} atouts, le déclarant voudra donc y couper des {2}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="393"/>
        <source>each round of trumps you lead takes one of dummy&apos;s away</source>
        <translation>chaque tour d’atout que vous jouez enlève un atout au mort</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="394"/>
        <source>your one trump, led, takes one of dummy&apos;s away</source>
        <translation>votre unique atout, joué, enlève un atout au mort</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="395"/>
        <source>{0} — {1}</source>
        <comment>a trump lead: the ruff it stops — what it does</comment>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="409"/>
        <source>a trump from the top of your sequence ({0}): it gives nothing away</source>
        <translation>un atout, le haut de votre séquence ({0})&#xa0;: il ne donne rien</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="413"/>
        <source>a trump ({0}), though it may cost your trump honour</source>
        <translation>un atout ({0}), au risque de vous coûter votre honneur d’atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="416"/>
        <source>a trump ({0}): it gives nothing away</source>
        <translation>un atout ({0})&#xa0;: il ne donne rien</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="447"/>
        <source>partner announced only 0 points, too few to back up your honour</source>
        <translation>le partenaire n’a annoncé aucun point, trop peu pour soutenir votre honneur</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="448"/>
        <source>partner announced only 1 point, too few to back up your honour</source>
        <translation>le partenaire n’a annoncé qu’un point, trop peu pour soutenir votre honneur</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="450"/>
        <source>partner announced only {0} points, too few to back up your honour</source>
        <translation>le partenaire n’a annoncé que {0} points, trop peu pour soutenir votre honneur</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="456"/>
        <source>From the points announced partner is likely to hold some of the {0} honours you and dummy lack</source>
        <translation>D’après les points annoncés, le partenaire détient probablement une partie des honneurs à {0} qui vous manquent, à vous et au mort</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="518"/>
        <source>Lead the {0} {1}.</source>
        <comment>the reason says where the card comes from: Lead the ♠J from ♠K J 10 6, …</comment>
        <translation>Entamez {0} {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="520"/>
        <source>Lead the {0}, {1}.</source>
        <translation>Entamez {0}, {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="524"/>
        <source>Still, no other suit looks safer.</source>
        <translation>Pourtant, aucune autre couleur ne paraît plus sûre.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="529"/>
        <source>Not {0}: {1}.</source>
        <translation>Pas à {0}&#xa0;: {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="549"/>
        <source>With all four hands seen, the {0} would have given the defence one trick more.</source>
        <translation>Avec les quatre mains sous les yeux, {0} aurait rapporté une levée de plus à la défense.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/leads.py" line="551"/>
        <source>With all four hands seen, the {0} would have given the defence {1} tricks more.</source>
        <translation>Avec les quatre mains sous les yeux, {0} aurait rapporté {1} levées de plus à la défense.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="150"/>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="153"/>
        <source>Trick history</source>
        <translation>Historique des plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="156"/>
        <source>Score chart</source>
        <translation>Courbe des scores</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="175"/>
        <source>The match history could not be read. It is kept, untouched, as {0}; a new history was started.</source>
        <translation>L’historique des parties n’a pas pu être lu. Il est conservé tel quel sous {0}&#xa0;; un nouvel historique a été commencé.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="187"/>
        <source>Welcome to cardtable — Game ▸ New to start a match</source>
        <translation>Bienvenue dans cardtable — Partie ▸ Nouvelle partie pour commencer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="329"/>
        <source>The settings file {0} is damaged: what could be read is used, the rest is back to its defaults. The file as it was is kept as {1}.</source>
        <translation>Le fichier de réglages {0} est abîmé&#xa0;: ce qui a pu être lu est utilisé, le reste revient aux valeurs par défaut. Le fichier tel qu’il était est conservé sous {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="337"/>
        <source>Some settings in {0} were not usable, so their defaults are used: {1}.</source>
        <translation>Certains réglages de {0} n’étaient pas utilisables&#xa0;; leurs valeurs par défaut sont utilisées&#xa0;: {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="215"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="216"/>
        <source>&amp;New…</source>
        <translation>&amp;Nouvelle…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="217"/>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="218"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="219"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="220"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="222"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="223"/>
        <source>&amp;History…</source>
        <translation>&amp;Historique…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="224"/>
        <source>Score&amp;keeper…</source>
        <translation>&amp;Marqueur…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="226"/>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="228"/>
        <source>&amp;Claim the rest…</source>
        <translation>Réclamer les &amp;plis restants…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="230"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="233"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="235"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="241"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Dernier pli</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="242"/>
        <source>Read the &amp;table aloud</source>
        <translation>Lire la &amp;table à voix haute</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="243"/>
        <source>&amp;Review last round…</source>
        <translation>&amp;Revoir la dernière donne…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="244"/>
        <source>How would the &amp;computer have done?</source>
        <translation>Qu’aurait fait l’&amp;ordinateur&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="246"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Vitesse des animations</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="266"/>
        <source>&amp;Cards</source>
        <translation>&amp;Cartes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="267"/>
        <source>&amp;Four-colour deck</source>
        <translation>Jeu à &amp;quatre couleurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="271"/>
        <source>&amp;High contrast</source>
        <translation>&amp;Contraste élevé</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="277"/>
        <source>&amp;Small cards</source>
        <translation>&amp;Petites cartes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="277"/>
        <source>M&amp;edium cards</source>
        <translation>Cartes &amp;moyennes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="278"/>
        <source>&amp;Large cards</source>
        <translation>&amp;Grandes cartes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="287"/>
        <source>Navy lattice back</source>
        <translation>Dos treillis marine</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="287"/>
        <source>Burgundy rosette back</source>
        <translation>Dos rosaces bordeaux</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="288"/>
        <source>Emerald guilloche back</source>
        <translation>Dos guilloché émeraude</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="297"/>
        <source>cardtable&apos;s own deck</source>
        <translation>Le jeu de cardtable</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="309"/>
        <source>&amp;Practice</source>
        <translation>E&amp;ntraînement</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="310"/>
        <source>&amp;Minibridge exercises…</source>
        <translation>Exercices de &amp;minibridge…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="312"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="313"/>
        <source>&amp;Rules…</source>
        <translation>&amp;Règles…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="314"/>
        <source>&amp;Keyboard shortcuts…</source>
        <translation>Ra&amp;ccourcis clavier…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="315"/>
        <source>&amp;About cardtable</source>
        <translation>À &amp;propos de cardtable</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="520"/>
        <source>Practice deal over. Its result is on the exercises&apos; Play tab.</source>
        <translation>Donne d’entraînement terminée. Son résultat est dans l’onglet Jeu des exercices.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="522"/>
        <source>Match over — {0}. Game ▸ New for another.</source>
        <translation>Partie terminée — {0}. Partie ▸ Nouvelle pour rejouer.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="349"/>
        <source>The match history cannot be saved in {0} ({1}): matches played now will not appear in History or Statistics. Your game itself is not affected.</source>
        <translation>L’historique des parties ne peut pas être enregistré dans {0} ({1})&#xa0;: les parties jouées maintenant n’apparaîtront ni dans l’Historique ni dans les Statistiques. Votre partie elle-même n’est pas touchée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="627"/>
        <source>The computer is playing your seat…</source>
        <translation>L’ordinateur joue à votre place…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="754"/>
        <source>That card cannot be played now.</source>
        <translation>Cette carte ne peut pas être jouée maintenant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="201"/>
        <source>The match in progress is open in another cardtable window{0}. This window does not save automatically; you can look at that match read-only or play a new one here (Game ▸ Save to keep it).</source>
        <translation>La partie en cours est ouverte dans une autre fenêtre de cardtable{0}. Cette fenêtre n’enregistre pas automatiquement&#xa0;; vous pouvez consulter cette partie en lecture seule ou en jouer une nouvelle ici (Partie ▸ Enregistrer pour la garder).</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="205"/>
        <source>Open it read-only</source>
        <translation>L’ouvrir en lecture seule</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="206"/>
        <source>New match</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="213"/>
        <source>There is no match in progress to show.</source>
        <translation>Il n’y a aucune partie en cours à afficher.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="221"/>
        <source>Read-only: this match is being played in another window.</source>
        <translation>Lecture seule&#xa0;: cette partie se joue dans une autre fenêtre.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="230"/>
        <source>The saved match could not be read ({0}). It is kept, untouched, as {1}.</source>
        <translation>La partie enregistrée n’a pas pu être lue ({0}). Elle est conservée telle quelle sous {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="235"/>
        <source>The unfinished {0} match is kept for later: resume it here, or from the start screen whenever you like.</source>
        <translation>La partie de {0} inachevée est gardée pour plus tard&#xa0;: reprenez-la ici, ou depuis l’écran d’accueil quand vous voulez.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="244"/>
        <source>The unfinished practice deal ({0}, board {1}) is kept for later: resume it here, or from the start screen whenever you like.</source>
        <translation>La donne d’entraînement inachevée ({0}, donne {1}) est gardée pour plus tard&#xa0;: reprenez-la ici, ou depuis l’écran d’accueil quand vous voulez.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="248"/>
        <source>The unfinished practice deal is kept for later: resume it here, or from the start screen whenever you like.</source>
        <translation>La donne d’entraînement inachevée est gardée pour plus tard&#xa0;: reprenez-la ici, ou depuis l’écran d’accueil quand vous voulez.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="254"/>
        <location filename="../../cardtable/ui/banner.py" line="299"/>
        <source>Resume it</source>
        <translation>La reprendre</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="294"/>
        <source>Resume?</source>
        <translation>Reprendre&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="295"/>
        <source>Your {0} match is not finished. Resume it where it stopped?

If not, it is kept for later: the start screen offers it.</source>
        <translation>Votre partie de {0} n’est pas finie. La reprendre où elle s’est arrêtée&#xa0;?

Sinon, elle est gardée pour plus tard&#xa0;: l’écran d’accueil la propose.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="311"/>
        <source>The settings cannot be saved: {0} is a folder, not a file. The defaults are used.</source>
        <translation>Les réglages ne peuvent pas être enregistrés&#xa0;: {0} est un dossier, pas un fichier. Les valeurs par défaut sont utilisées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="320"/>
        <source>The settings file {0} is not a settings file (it holds binary data): the defaults are used. The file as it was is kept as {1}.</source>
        <translation>Le fichier de réglages {0} n’est pas un fichier de réglages (il contient des données binaires)&#xa0;: les valeurs par défaut sont utilisées. Le fichier tel quel est conservé sous {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="359"/>
        <source>the last save that worked, if any, is still in {0}.</source>
        <translation>le dernier enregistrement réussi, s’il y en a un, est toujours dans {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="361"/>
        <source>Your match is NOT being saved automatically: {0}. Play goes on; {1} Game ▸ Save As… can keep the match somewhere else.</source>
        <translation>Votre partie n’est PAS enregistrée automatiquement&#xa0;: {0}. Le jeu continue&#xa0;; {1} Partie ▸ Enregistrer sous… peut garder la partie ailleurs.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="385"/>
        <source>Your game is saved and will be offered when you start cardtable again.</source>
        <translation>Votre partie est enregistrée et vous sera proposée au prochain lancement de cardtable.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="387"/>
        <source>Your game could NOT be saved automatically (see the notice in the window); Game ▸ Save As… may still keep it elsewhere.</source>
        <translation>Votre partie n’a PAS pu être enregistrée automatiquement (voir l’avis dans la fenêtre)&#xa0;; Partie ▸ Enregistrer sous… peut encore la conserver ailleurs.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="390"/>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="430"/>
        <source>A match from the history, as it ended (Game ▸ New to play).</source>
        <translation>Une partie de l’historique, telle qu’elle s’est terminée (Partie ▸ Nouvelle pour jouer).</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="431"/>
        <source>Showing a match from the history.</source>
        <translation>Une partie de l’historique est affichée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="440"/>
        <source>{0} Your {1} match in progress is kept.</source>
        <translation>{0} Votre partie de {1} en cours est conservée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="441"/>
        <source>Back to my match</source>
        <translation>Revenir à ma partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="360"/>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="278"/>
        <location filename="../../cardtable/ui/start_flow.py" line="325"/>
        <location filename="../../cardtable/ui/start_flow.py" line="372"/>
        <source>Cannot open this game</source>
        <translation>Impossible d’ouvrir cette partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="248"/>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="248"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="248"/>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="249"/>
        <source>&amp;Instant (no animation)</source>
        <translation>&amp;Instantanée (sans animation)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="258"/>
        <source>Continue after a round &amp;automatically</source>
        <translation>Continuer &amp;automatiquement après une donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="262"/>
        <source>S&amp;ound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="149"/>
        <source>Abandon this match?</source>
        <translation>Abandonner cette partie&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="118"/>
        <source>The {0} match on the table is not finished. Abandon it and start another?</source>
        <translation>La partie de {0} en cours n’est pas terminée. L’abandonner et en commencer une autre&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="52"/>
        <source>{0} {1} of {2} played</source>
        <comment>Round 2 of 18 played</comment>
        <translation>{0} {1} sur {2} jouée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="53"/>
        <source>{0} {1} played</source>
        <comment>Deal 2 played</comment>
        <translation>{0} {1} jouée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="54"/>
        <source>{0} {1} of {2}</source>
        <comment>Round 3 of 18</comment>
        <translation>{0} {1} sur {2}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="55"/>
        <source>{0} {1}</source>
        <comment>Deal 2</comment>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="63"/>
        <source>played</source>
        <translation>jouée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="65"/>
        <source>before the contract</source>
        <translation>avant le contrat</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="67"/>
        <source>before the lead</source>
        <translation>avant l’entame</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="68"/>
        <source>trick {0}</source>
        <translation>levée {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="111"/>
        <source>Your {0} match is not finished. Keep it for later (the start screen offers it), or abandon it?</source>
        <translation>Votre partie de {0} n’est pas finie. La garder pour plus tard (l’écran d’accueil la propose), ou l’abandonner&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="116"/>
        <source>The {0} match on the table is not finished. Keep it for later (the start screen offers it), or abandon it?</source>
        <translation>La partie de {0} sur la table n’est pas finie. La garder pour plus tard (l’écran d’accueil la propose), ou l’abandonner&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="152"/>
        <source>Abandon it</source>
        <translation>L’abandonner</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="154"/>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="155"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="300"/>
        <location filename="../../cardtable/ui/start_flow.py" line="159"/>
        <source>Keep it for later</source>
        <translation>La garder pour plus tard</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="195"/>
        <source>{0} — {1}</source>
        <comment>Bugami — Round 2</comment>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="252"/>
        <source>{0}

This unfinished match will no longer be offered. (Its file stays in the data folder.)</source>
        <translation>{0}

Cette partie inachevée ne sera plus proposée. (Son fichier reste dans le dossier des données.)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="240"/>
        <source>{0}, {1} players — {2} — kept {3}</source>
        <translation>{0}, {1} joueurs — {2} — gardée le {3}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="233"/>
        <source>{0} practice deal ({1}, board {2}) — {3} — kept {4}</source>
        <comment>Minibridge practice deal (Opening leads, board 3)</comment>
        <translation>Donne d’entraînement de {0} ({1}, donne {2}) — {3} — gardée le {4}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="237"/>
        <source>{0} practice deal — {1} — kept {2}</source>
        <comment>Minibridge practice deal</comment>
        <translation>Donne d’entraînement de {0} — {1} — gardée le {2}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="251"/>
        <source>Take it off the list?</source>
        <translation>La retirer de la liste&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="255"/>
        <source>Take it off</source>
        <translation>La retirer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="392"/>
        <source>Saved {0}</source>
        <translation>{0} enregistrée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="397"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/human_tools.py" line="344"/>
        <source>A blind hand is played face down: no card is better than another, so there is no hint.</source>
        <translation>Une donne à l’aveugle se joue face cachée&#xa0;: aucune carte n’est meilleure qu’une autre, il n’y a donc pas de conseil.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/human_tools.py" line="93"/>
        <source>A hint is for your own decision: wait for your turn.</source>
        <translation>Un conseil porte sur votre propre décision&#xa0;: attendez votre tour.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/human_tools.py" line="98"/>
        <source>Thinking about a hint…</source>
        <translation>Recherche d’un conseil…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/human_tools.py" line="106"/>
        <source>Only declarer can claim, when it is declarer&apos;s or dummy&apos;s turn to play.</source>
        <translation>Seul le déclarant peut réclamer, quand c’est au déclarant ou au mort de jouer.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/human_tools.py" line="127"/>
        <source>Claim</source>
        <translation>Réclamation</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/human_tools.py" line="129"/>
        <source>How many tricks do you claim? One trick remains.</source>
        <translation>Combien de plis réclamez-vous&#xa0;? Il reste un seul pli.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/human_tools.py" line="130"/>
        <source>How many of the {0} remaining tricks do you claim?</source>
        <translation>Combien des {0} plis restants réclamez-vous&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/human_tools.py" line="153"/>
        <source>Claim accepted: you claimed {0}; played out, your side takes {1} of the {2} remaining tricks.</source>
        <translation>Réclamation acceptée&#xa0;: vous avez réclamé {0} plis&#xa0;; joués jusqu’au bout, {1} des {2} plis restants reviennent à votre camp.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/human_tools.py" line="158"/>
        <source>Claim accepted: {0} of the 1 remaining trick is yours.</source>
        <translation>Réclamation acceptée&#xa0;: {0} sur le seul pli restant vous revient.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/human_tools.py" line="170"/>
        <source>Claim refused: the defence holds you to {0}.</source>
        <translation>Réclamation refusée&#xa0;: la défense vous limite à {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/human_tools.py" line="250"/>
        <source>Nothing you chose can be changed now.</source>
        <translation>Rien de ce que vous avez choisi ne peut être changé maintenant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/human_tools.py" line="159"/>
        <source>Claim accepted: {0} of the {1} remaining tricks are yours.</source>
        <translation>Réclamation acceptée&#xa0;: {0} des {1} plis restants sont à vous.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/banner.py" line="391"/>
        <source>cardtable hit an unexpected error ({0}).

{2} The details are in:
{1}</source>
        <translation>cardtable a rencontré une erreur inattendue ({0}).

{2} Les détails sont dans&#xa0;:
{1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_flow.py" line="388"/>
        <source>The game could not be saved to {0}: {1}</source>
        <translation>La partie n’a pas pu être enregistrée dans {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/human_tools.py" line="190"/>
        <source>Hint: {0}</source>
        <translation>Conseil&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/human_tools.py" line="236"/>
        <source>Undone: back to your previous decision (practice match)</source>
        <translation>Annulé&#xa0;: retour à votre décision précédente (partie d’entraînement)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="504"/>
        <source>Dealing…</source>
        <translation>Distribution…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="231"/>
        <source>Re&amp;do</source>
        <translation>Réta&amp;blir</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/human_tools.py" line="237"/>
        <source>Redone: forward again to where you were</source>
        <translation>Rétabli&#xa0;: vous revoilà où vous en étiez</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="535"/>
        <source>Saving works again: the match is saved to {0}</source>
        <translation>L’enregistrement fonctionne de nouveau&#xa0;: la partie est enregistrée dans {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/summary_flow.py" line="86"/>
        <source>Practice deal over: the exercises&apos; Play tab compares it with double dummy and replays it trick by trick.</source>
        <translation>Donne d’entraînement terminée&#xa0;: l’onglet Jeu des exercices la compare au résultat à double mort et la rejoue pli par pli.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/summary_flow.py" line="91"/>
        <source>Match over — {0}</source>
        <translation>Partie terminée — {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/summary_flow.py" line="93"/>
        <source>Final result — {0}</source>
        <translation>Résultat final — {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/summary_flow.py" line="128"/>
        <source>{0} — press a key or click to go on</source>
        <translation>{0} — appuyez sur une touche ou cliquez pour continuer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="629"/>
        <source>Waiting for {0}…</source>
        <translation>En attente de {0}…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="657"/>
        <location filename="../../cardtable/ui/main_window.py" line="663"/>
        <location filename="../../cardtable/ui/main_window.py" line="665"/>
        <location filename="../../cardtable/ui/main_window.py" line="670"/>
        <location filename="../../cardtable/ui/main_window.py" line="684"/>
        <source>{0}. {1}</source>
        <translation>{0}. {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="675"/>
        <source>{0}. You can play: {1}.</source>
        <translation>{0}. Vous pouvez jouer&#xa0;: {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="697"/>
        <source>You won the last trick with the {0}</source>
        <translation>Vous avez remporté le dernier pli ({0})</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="699"/>
        <source>{0} won the last trick with the {1}</source>
        <translation>{0} a remporté le dernier pli ({1})</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="702"/>
        <source> from dummy</source>
        <translation> depuis le mort</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="704"/>
        <source>Blind hand: pick any face-down card</source>
        <translation>Main à l’aveugle&#xa0;: prenez une carte face cachée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="706"/>
        <source>Your lead{0}</source>
        <translation>À vous d’entamer{0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="707"/>
        <source>Your turn to play{0}</source>
        <translation>À vous de jouer{0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="785"/>
        <source>Taken up again after the announcements: a saved deal keeps its cards, and the points follow from them ({0}).</source>
        <translation>Reprise après les annonces&#xa0;: une donne sauvegardée garde ses cartes, et les points en découlent ({0}).</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="862"/>
        <source>Announce your points</source>
        <translation>Annoncez vos points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="863"/>
        <source>Choose the contract</source>
        <translation>Choisissez le contrat</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="153"/>
        <source>Choose your bid — bids are revealed together</source>
        <translation>Choisissez votre annonce — elles sont révélées ensemble</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="163"/>
        <location filename="../../cardtable/ui/main_window.py" line="229"/>
        <source>Chan&amp;ge my choice</source>
        <translation>Chan&amp;ger mon choix</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="168"/>
        <source>Keep my choice</source>
        <translation>Garder mon choix</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="178"/>
        <source>You may still change your choice.</source>
        <translation>Vous pouvez encore changer votre choix.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="179"/>
        <source>Until {0} decides.</source>
        <translation>Jusqu’à ce que {0} décide.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="183"/>
        <source>Change your choice.</source>
        <translation>Changez votre choix.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="189"/>
        <source>That choice is not allowed now: choose again.</source>
        <translation>Ce choix n’est pas permis maintenant&#xa0;: choisissez à nouveau.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="146"/>
        <source>No round has been played to the end yet.</source>
        <translation>Aucune donne n’a encore été jouée jusqu’au bout.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="162"/>
        <source>Play a round first: then the computer plays the same cards in your seat.</source>
        <translation>Jouez d’abord une donne&#xa0;: l’ordinateur jouera ensuite les mêmes cartes à votre place.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="206"/>
        <source>The replay failed: {0}</source>
        <translation>Le rejeu a échoué&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="220"/>
        <source>You: {0} points (1 trick)</source>
        <translation>Vous&#xa0;: {0} points (1 pli)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="221"/>
        <source>You: {0} points ({1} tricks)</source>
        <translation>Vous&#xa0;: {0} points ({1} plis)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="225"/>
        <source>The computer ({0}) in your seat: {1} points (1 trick)</source>
        <translation>L’ordinateur ({0}) à votre place&#xa0;: {1} points (1 pli)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="226"/>
        <source>The computer ({0}) in your seat: {1} points ({2} tricks)</source>
        <translation>L’ordinateur ({0}) à votre place&#xa0;: {1} points ({2} plis)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="173"/>
        <source>{0} {1} was played blind: every card was chosen face down, so the computer could only have been luckier or not.</source>
        <translation>{0} {1} s’est jouée à l’aveugle&#xa0;: chaque carte a été choisie face cachée, l’ordinateur n’aurait donc pu être que plus ou moins chanceux.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="165"/>
        <source>{0} {1} was thrown in (20–20): no card was played, so there is nothing to compare.</source>
        <translation>{0} {1} a été redistribuée (20–20)&#xa0;: aucune carte n’a été jouée, il n’y a donc rien à comparer.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="197"/>
        <source>{0} {1}: the computer is playing it again in your seat…</source>
        <translation>{0} {1}&#xa0;: l’ordinateur la rejoue à votre place…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="211"/>
        <source>Your side: {0} points (1 trick)</source>
        <translation>Votre camp&#xa0;: {0} points (1 pli)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="212"/>
        <source>Your side: {0} points ({1} tricks)</source>
        <translation>Votre camp&#xa0;: {0} points ({1} plis)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="216"/>
        <source>Your side with the computer ({0}) in your seat: {1} points (1 trick)</source>
        <translation>Votre camp avec l’ordinateur ({0}) à votre place&#xa0;: {1} points (1 pli)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="217"/>
        <source>Your side with the computer ({0}) in your seat: {1} points ({2} tricks)</source>
        <translation>Votre camp avec l’ordinateur ({0}) à votre place&#xa0;: {1} points ({2} plis)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="228"/>
        <source>{0} {1}, same cards for everyone:</source>
        <translation>{0} {1}, mêmes cartes pour tous&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="231"/>
        <source>How would the computer have done?</source>
        <translation>Qu’aurait fait l’ordinateur&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="242"/>
        <source>No game in progress.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="250"/>
        <source>Last trick: {0}</source>
        <translation>Dernier pli&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="251"/>
        <source>No trick has been played yet in this round.</source>
        <translation>Aucun pli n’a encore été joué dans cette donne.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="279"/>
        <source>About cardtable</source>
        <translation>À propos de cardtable</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="297"/>
        <source>Five trick-taking card games against the computer: {0}; and Minibridge exercises for practice.</source>
        <translation>Cinq jeux de cartes à levées contre l’ordinateur&#xa0;: {0}&#xa0;; et des exercices de Minibridge pour s’entraîner.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="299"/>
        <source>Your saved match and match history are kept in:</source>
        <translation>Votre partie en cours et l’historique des parties sont conservés dans&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="301"/>
        <source>Your settings:</source>
        <translation>Vos réglages&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="302"/>
        <source>Python {0} · Qt {1} · double-dummy analysis by endplay (DDS).</source>
        <translation>Python {0} · Qt {1} · analyse à quatre jeux ouverts par endplay (DDS).</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/window_tools.py" line="304"/>
        <source>MIT License. The cards are drawn by cardtable&apos;s own code.</source>
        <translation>Licence MIT. Les cartes sont dessinées par le code de cardtable lui-même.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="564"/>
        <source>Chan&amp;ge my bid</source>
        <translation>Chan&amp;ger mon annonce</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="567"/>
        <source>Keep my bid</source>
        <translation>Garder mon annonce</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="590"/>
        <source>You bid {0}.</source>
        <translation>Vous avez annoncé {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="591"/>
        <source>You may change your bid until {0} bids.</source>
        <translation>Vous pouvez changer votre annonce jusqu’à ce que {0} annonce.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="594"/>
        <source>Change your bid: choose another, 0 to {0}, or keep yours (Esc).</source>
        <translation>Changez votre annonce&#xa0;: choisissez-en une autre, de 0 à {0}, ou gardez la vôtre (Échap).</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="601"/>
        <source>Your bid, 0 to {0}. {1}</source>
        <translation>Votre annonce, de 0 à {0}. {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/file_places.py" line="63"/>
        <source>{0}: {1}</source>
        <extracomment>A file&apos;s name, then why it cannot be opened.</extracomment>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="73"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="74"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="75"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="76"/>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="127"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="128"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="129"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="142"/>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="143"/>
        <source>%1 (partner)</source>
        <translation>%1 (partenaire)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="438"/>
        <source>Table %1 · %2</source>
        <translation>Table %1 · %2</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="196"/>
        <source>Seat 1 (you)</source>
        <translation>Place 1 (vous)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="198"/>
        <source>Seat 2 (your left)</source>
        <translation>Place 2 (à votre gauche)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="199"/>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="531"/>
        <source>Hook rule</source>
        <translation>Règle du donneur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="533"/>
        <source>Dealer may not make the bids even</source>
        <translation>Le donneur ne peut pas mettre le total des annonces à l’équilibre</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bleeding_hearts.py" line="143"/>
        <location filename="../../cardtable/ui/games/bugami.py" line="627"/>
        <source>Game ends at</source>
        <translation>Fin de partie à</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="628"/>
        <source>Zero bid scores</source>
        <translation>Valeur de l’annonce Zéro</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bleeding_hearts.py" line="144"/>
        <source>Bid-card ranks</source>
        <translation>Rangs des cartes d’annonce</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="762"/>
        <source>Deals in a session</source>
        <translation>Donnes par séance</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="763"/>
        <source>Or play to a score of</source>
        <translation>Ou jouer jusqu’à un score de</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="335"/>
        <source>Hand card</source>
        <translation>Carte des mains</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="766"/>
        <source>Off (play the deals)</source>
        <translation>Non (jouer les donnes)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bleeding_hearts.py" line="146"/>
        <location filename="../../cardtable/ui/games/bugami.py" line="631"/>
        <location filename="../../cardtable/ui/games/bugami.py" line="632"/>
        <location filename="../../cardtable/ui/games/minibridge.py" line="768"/>
        <source> points</source>
        <translation> points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="69"/>
        <source>No trumps</source>
        <translation>Sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="70"/>
        <source>♠ trumps</source>
        <translation>atout ♠</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="71"/>
        <source>♥ trumps</source>
        <translation>atout ♥</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="72"/>
        <source>♦ trumps</source>
        <translation>atout ♦</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="73"/>
        <source>♣ trumps</source>
        <translation>atout ♣</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="83"/>
        <source>swap</source>
        <translation>échange</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="84"/>
        <source>blind</source>
        <translation>aveugle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="85"/>
        <source>then new partners</source>
        <translation>puis nouveaux partenaires</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="86"/>
        <source>then move tables</source>
        <translation>puis changement de table</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="431"/>
        <source>Table 1 · you</source>
        <translation>Table 1 · vous</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="432"/>
        <source>Table 1 · your left</source>
        <translation>Table 1 · à votre gauche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="433"/>
        <source>Table 1 · your partner</source>
        <translation>Table 1 · votre partenaire</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="434"/>
        <source>Table 1 · your right</source>
        <translation>Table 1 · à votre droite</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="450"/>
        <source>The standard card: 1 hand</source>
        <translation>La carte standard&#x202f;: 1 main</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="451"/>
        <source>The standard card: {0} hands</source>
        <translation>La carte standard&#x202f;: {0} mains</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="453"/>
        <source>A custom card: 1 hand</source>
        <translation>Une carte personnalisée&#x202f;: 1 main</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="454"/>
        <source>A custom card: {0} hands</source>
        <translation>Une carte personnalisée&#x202f;: {0} mains</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="110"/>
        <source>Plays any legal card</source>
        <translation>Joue n’importe quelle carte permise</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="126"/>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="207"/>
        <source>On</source>
        <translation>Activé</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="235"/>
        <source>%1, rank %2</source>
        <translation>%1, rang %2</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="287"/>
        <source>%1 (set in the record)</source>
        <translation>%1 (fixé par l’enregistrement)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="303"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="305"/>
        <source>Edit: %1</source>
        <translation>Modifier&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="383"/>
        <source>You play this seat</source>
        <translation>Vous jouez cette place</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="426"/>
        <location filename="../../cardtable/ui/new_game.py" line="427"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="442"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="443"/>
        <source>The card game to play</source>
        <translation>Le jeu de cartes à jouer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="454"/>
        <source>Coming soon.</source>
        <translation>Bientôt disponible.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="461"/>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="463"/>
        <source>&amp;How to play…</source>
        <translation>&amp;Comment jouer…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="464"/>
        <source>Show the rules of the chosen game</source>
        <translation>Afficher les règles du jeu choisi</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="476"/>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="477"/>
        <source>&amp;Players</source>
        <translation>Jo&amp;ueurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="510"/>
        <source>Level of every computer player</source>
        <translation>Niveau de tous les joueurs de l’ordinateur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="511"/>
        <source>Mixed</source>
        <translation>Divers</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="520"/>
        <source>Every &amp;computer:</source>
        <translation>Tous les &amp;ordinateurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="528"/>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="532"/>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="535"/>
        <source>Standard &amp;rules</source>
        <translation>&amp;Règles standard</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="536"/>
        <source>Restore the standard rules</source>
        <translation>Rétablir les règles standard</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="537"/>
        <source>Set this game&apos;s house rules back to the standard ones</source>
        <translation>Remettre les règles maison de ce jeu aux règles standard</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="544"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="545"/>
        <source>A number that fixes the shuffles; empty for random deals</source>
        <translation>Un nombre qui fixe les mélanges&#xa0;; vide pour des donnes aléatoires</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="546"/>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="548"/>
        <source>The same seed with the same setup deals the same cards. Leave empty for fresh random deals.</source>
        <translation>La même graine avec la même configuration distribue les mêmes cartes. Laissez vide pour de nouvelles donnes aléatoires.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="552"/>
        <source>&amp;Seed</source>
        <translation>&amp;Graine</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="568"/>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="584"/>
        <source>&amp;Deal</source>
        <translation>&amp;Distribuer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="585"/>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="589"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="716"/>
        <location filename="../../cardtable/ui/new_game.py" line="748"/>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/app.py" line="79"/>
        <location filename="../../cardtable/ui/new_game.py" line="623"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message numerus="yes">
        <location filename="../../cardtable/ui/new_game.py" line="706"/>
        <source>%n players</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../cardtable/ui/new_game.py" line="712"/>
        <source>always %n for %1</source>
        <translation>
            <numerusform>toujours %n pour %1</numerusform>
            <numerusform>toujours %n pour %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="472"/>
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
        <location filename="../../cardtable/ui/new_game.py" line="757"/>
        <source>This game has no house rules to choose.</source>
        <translation>Ce jeu n’a pas de règles maison à choisir.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="817"/>
        <source>Choose a game.</source>
        <translation>Choisissez un jeu.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="822"/>
        <source>Every seat needs a name.</source>
        <translation>Chaque place doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/new_game.py" line="826"/>
        <source>Two players are called “%1”: give each their own name.</source>
        <translation>Deux joueurs s’appellent «&#xa0;%1&#xa0;»&#xa0;: donnez à chacun son propre nom.</translation>
    </message>
</context>
<context>
    <name>Notes</name>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="41"/>
        <source>the ace of {0}</source>
        <translation>l’as de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="41"/>
        <source>the king of {0}</source>
        <translation>le roi de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="42"/>
        <source>the queen of {0}</source>
        <translation>la dame de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="42"/>
        <source>the jack of {0}</source>
        <translation>le valet de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="43"/>
        <source>the ten of {0}</source>
        <translation>le dix de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="43"/>
        <source>the nine of {0}</source>
        <translation>le neuf de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="44"/>
        <source>the eight of {0}</source>
        <translation>le huit de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="44"/>
        <source>the seven of {0}</source>
        <translation>le sept de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="45"/>
        <source>the six of {0}</source>
        <translation>le six de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="45"/>
        <source>the five of {0}</source>
        <translation>le cinq de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="46"/>
        <source>the four of {0}</source>
        <translation>le quatre de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="46"/>
        <source>the three of {0}</source>
        <translation>le trois de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="47"/>
        <source>the two of {0}</source>
        <translation>le deux de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="52"/>
        <source>North-South</source>
        <translation>Nord-Sud</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="53"/>
        <source>East-West</source>
        <translation>Est-Ouest</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="58"/>
        <source>the contract</source>
        <comment>what a play gives away</comment>
        <translation>le contrat</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="58"/>
        <source>a trick</source>
        <comment>what a play gives away</comment>
        <translation>une levée</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="76"/>
        <source>{0}, {1}</source>
        <comment>a lesson&apos;s theme, then who it is for</comment>
        <translation>{0} · {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="114"/>
        <source>Count carefully: North-South hold {0} points and East-West {1}. With the points split 20-20 neither side owns the deal, so nobody declares and the cards are thrown in and dealt again.</source>
        <translation>Comptez bien&#xa0;: Nord-Sud ont {0} points et Est-Ouest {1}. Avec des points partagés 20-20, aucun camp ne possède la donne&#xa0;: personne ne joue, les cartes sont ramassées et redistribuées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="128"/>
        <source>{0} hold {1} of the 40 points, so they declare: {2} has {3} and is declarer, {4} is dummy. Count every hand before anything else (ace 4, king 3, queen 2, jack 1); the side with more points usually owns the deal, and here {2} can make {5}.</source>
        <translation>{0} ont {1} des 40 points, c’est donc leur camp qui joue&#xa0;: {2} en a {3} et est le déclarant, {4} est le mort. Comptez chaque main avant toute chose (as 4, roi 3, dame 2, valet 1)&#xa0;; le camp qui a le plus de points joue en général le contrat, et ici {2} peut réussir {5}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="140"/>
        <source>{0} have {1} points together, enough to aim for game. {2} names {3}: {4} tricks are needed and good play brings in {5}. A part-score here would throw away the game bonus.</source>
        <translation>{0} ont {1} points à eux deux, assez pour viser la manche. {2} choisit {3}&#xa0;: il faut {4} levées, et un bon jeu en rapporte {5}. Une partielle ici gaspillerait la prime de manche.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="144"/>
        <source>With {0} points between them {1} stop in {2}. No game makes in any strain, so the sensible target is seven tricks and the part-score bonus; reaching for game would only give the defenders points.</source>
        <translation>Avec {0} points à eux deux, {1} s’arrêtent à {2}. Aucune manche n’est réalisable, quelle que soit la couleur d’atout&#xa0;: l’objectif raisonnable est sept levées et la prime de partielle&#xa0;; viser la manche ne ferait que donner des points à la défense.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="151"/>
        <source>Before touching a card, {0} counts the winners that need no help: {1} tricks from the top in the four suits. The target in {2} is {3}, so the plan is simply to cash them, taking care to play the high card from the shorter hand first.</source>
        <translation>Avant de toucher une carte, {0} compte ses levées de tête&#xa0;: {1} levées maîtresses dans les quatre couleurs. En jouant {2}, l’objectif est de {3} levées&#xa0;: le plan est donc simplement de les encaisser, en prenant soin de jouer d’abord la grosse carte de la main la plus courte.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="155"/>
        <source>Before touching a card, {0} counts the winners that need no help: {1} tricks from the top in the four suits. The target in {2} is {3}, so the plan is to draw the defenders&apos; trumps with the top trumps, then cash the rest, taking care to play the high card from the shorter hand first.</source>
        <translation>Avant de toucher une carte, {0} compte ses levées de tête&#xa0;: {1} levées maîtresses dans les quatre couleurs. En jouant {2}, l’objectif est de {3} levées&#xa0;: le plan est donc de faire tomber les atouts de la défense avec les gros atouts, puis d’encaisser le reste, en prenant soin de jouer d’abord la grosse carte de la main la plus courte.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="167"/>
        <source>{0} and {1} hold {2} {3} between them, a fit worth naming as trumps. With {3} as trumps declarer takes {4} tricks, in no trumps only {5}: the trumps stop the defenders&apos; long suit and let declarer ruff his losers.</source>
        <translation>{0} et {1} ont {2} cartes à {3} à eux deux, un fit qui mérite d’être choisi comme atout. Avec l’atout {3}, le déclarant fait {4} levées, à sans-atout seulement {5}&#xa0;: l’atout neutralise la longue de la défense et permet au déclarant de couper ses perdantes.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="176"/>
        <source>{0} has only {1} sure tricks, short of the {2} needed in {3}. The {4} make up the difference: once the defenders have no {4} left, even {5} wins a trick. Play on the long suit early, keeping an entry to the hand that holds it.</source>
        <translation>{0} n’a que {1} levées sûres, moins que les {2} nécessaires en jouant {3}. La couleur de {4} comble la différence&#xa0;: une fois que la défense n’a plus de {4}, même {5} fait une levée. Jouez la couleur longue tôt, en gardant une rentrée dans la main qui la détient.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="185"/>
        <source>{0} plays {1} and should lead trumps as soon as he gets in, keeping on until the defenders have none left. Cashing the {2} first lets a defender who is short in {2} ruff a winner, and then the contract fails. Count the defenders&apos; trumps as they fall.</source>
        <translation>{0} joue {1} et doit jouer atout dès qu’il prend la main, jusqu’à ce que la défense n’en ait plus. Encaisser d’abord la couleur de {2} permet à un défenseur court à {2} de couper une carte maîtresse, et le contrat chute. Comptez les atouts de la défense à mesure qu’ils tombent.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="198"/>
        <source>{0}&apos;s side holds the cards either side of {1}, so lead from the other hand towards the tenace and wait for the defender in between to play. {2} holds the honour, so here the finesse works; where the honour lies is worth {3}.</source>
        <translation>Le camp du déclarant ({0}) détient les cartes qui encadrent {1}&#xa0;: jouez de la main opposée vers la fourchette, pour que le défenseur intermédiaire joue avant elle. {2} détient l’honneur, donc ici l’impasse réussit&#xa0;; la place de l’honneur vaut {3}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="201"/>
        <source>{0}&apos;s side holds the cards either side of {1}, so lead from the other hand towards the tenace and wait for the defender in between to play. {2} holds the honour, so here the finesse loses; where the honour lies is worth {3}.</source>
        <translation>Le camp du déclarant ({0}) détient les cartes qui encadrent {1}&#xa0;: jouez de la main opposée vers la fourchette, pour que le défenseur intermédiaire joue avant elle. {2} détient l’honneur, donc ici l’impasse échoue&#xa0;; la place de l’honneur vaut {3}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="224"/>
        <source>Against {0}, {1} leads {2}, {3}. It gives nothing away and works towards tricks for the defence; {4}.</source>
        <translation>Contre {0}, {1} entame {2}, {3}. Cette entame ne concède rien et prépare des levées pour la défense&#xa0;; {4}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="231"/>
        <source>Say {0} leads {1} against {2} and dummy plays low. {3}, third to play, puts up {4}, his highest card, so that declarer cannot win the trick cheaply. Playing low would give away {5}.</source>
        <translation>Par exemple, {0} entame {1} contre {2} et le mort fournit petit. {3}, en troisième position, fournit {4}, sa plus haute carte, pour que le déclarant ne puisse pas gagner la levée à bon compte. Jouer petit offrirait {5} au déclarant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="234"/>
        <source>Say {0} leads {1} against {2} and dummy plays low. {3}, third to play, puts up {4}, the lower of his touching top cards, as high as needed, so that declarer cannot win the trick cheaply. Playing low would give away {5}.</source>
        <translation>Par exemple, {0} entame {1} contre {2} et le mort fournit petit. {3}, en troisième position, fournit {4}, la plus petite de ses cartes équivalentes, juste assez haute, pour que le déclarant ne puisse pas gagner la levée à bon compte. Jouer petit offrirait {5} au déclarant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="242"/>
        <source>Later in {0}, {1} leads {2}. {3}, second to play, plays low ({4}) and keeps his high card for later: it can still capture one of declarer&apos;s honours. Rising with it now would give declarer {5}.</source>
        <translation>En cours de jeu, dans {0}, {1} joue {2}. {3}, deuxième à jouer, fournit petit ({4}) et garde son honneur&#xa0;: il pourra encore capturer un honneur du déclarant. Mettre l’honneur maintenant offrirait {5} au déclarant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="247"/>
        <source>Later in {0}, {1} leads {2}. {3} covers with {4}, so declarer must spend two high cards to win one trick and a smaller card in the defenders&apos; hands is promoted. Playing low would give declarer {5}.</source>
        <translation>En cours de jeu, dans {0}, {1} joue {2}. {3} couvre avec {4}&#xa0;: le déclarant doit sacrifier deux honneurs pour une seule levée, et une carte intermédiaire de la défense devient maîtresse. Jouer petit offrirait {5} au déclarant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="252"/>
        <source>Say {0} leads {1} against {2}. {3} has no need to win the trick, so he plays {4}, his highest small card, to say &apos;I like this suit, carry on&apos;. Continuing the suit is right here; the other choice gives declarer {5}.</source>
        <translation>Par exemple, {0} entame {1} contre {2}. {3} n’a pas besoin de gagner la levée&#xa0;: il fournit {4}, sa plus grosse petite carte, un appel («&#xa0;continue&#xa0;»). Continuer la couleur est le bon choix ici&#xa0;; l’autre signal offrirait {5} au déclarant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="255"/>
        <source>Say {0} leads {1} against {2}. {3} has no need to win the trick, so he plays {4}, his lowest card, to say &apos;not this suit, try another&apos;. A switch is right here; the other choice gives declarer {5}.</source>
        <translation>Par exemple, {0} entame {1} contre {2}. {3} n’a pas besoin de gagner la levée&#xa0;: il fournit {4}, sa plus petite carte, un refus («&#xa0;change de couleur&#xa0;»). Changer de couleur est le bon choix ici&#xa0;; l’autre signal offrirait {5} au déclarant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="269"/>
        <source>a singleton, hoping to ruff</source>
        <translation>un singleton, dans l’espoir de couper</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="270"/>
        <source>a singleton</source>
        <translation>un singleton</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="272"/>
        <source>the ace from his ace-king</source>
        <translation>l’as de son as-roi</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="274"/>
        <source>the fourth highest of a long suit</source>
        <translation>la quatrième meilleure d’une couleur longue</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="276"/>
        <source>the top of his solid sequence</source>
        <translation>la tête de sa séquence solide</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="277"/>
        <source>the top of his touching honours</source>
        <translation>la tête de ses honneurs touchants</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="278"/>
        <source>the top of the sequence under his honour</source>
        <translation>la tête de sa séquence intérieure</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="279"/>
        <source>the fourth highest of his longest suit</source>
        <translation>la quatrième meilleure de sa couleur la plus longue</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="280"/>
        <source>a trump</source>
        <translation>un atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="281"/>
        <source>the top of a suit with no honour</source>
        <translation>la plus haute d’une couleur sans honneur</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="282"/>
        <source>cashed first, to see what partner plays to it before going on</source>
        <translation>pour encaisser cette levée et voir ce que le partenaire fournit avant de continuer</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="283"/>
        <source>the card that risks least</source>
        <translation>la carte la moins risquée</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="300"/>
        <source>a lead in any other suit would hand declarer the contract</source>
        <translation>toute autre entame offrirait le contrat au déclarant</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="301"/>
        <source>a lead in any other suit would give declarer a trick</source>
        <translation>toute autre entame donnerait une levée au déclarant</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="303"/>
        <source>a lead in {0} would hand declarer the contract</source>
        <translation>une entame à {0} offrirait le contrat au déclarant</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="304"/>
        <source>a lead in {0} would give declarer a trick</source>
        <translation>une entame à {0} donnerait une levée au déclarant</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="335"/>
        <source>When {0} wins the first trick, {1} must lead {2} again for {3} to ruff; a switch now would let declarer make the contract.</source>
        <translation>Quand {0} remporte la première levée, {1} doit rejouer {2} pour faire couper {3}&#xa0;; changer de couleur maintenant laisserait le déclarant réussir son contrat.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="337"/>
        <source>When {0} wins the first trick, {1} must lead {2} again; a switch now would let declarer make the contract.</source>
        <translation>Quand {0} remporte la première levée, {1} doit rejouer {2}&#xa0;; changer de couleur maintenant laisserait le déclarant réussir son contrat.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="340"/>
        <source>{3} wins the first trick and must return {2} for {1} to ruff; a switch now would let declarer make the contract.</source>
        <translation>{3} remporte la première levée et doit rejouer {2} pour faire couper {1}&#xa0;; changer de couleur maintenant laisserait le déclarant réussir son contrat.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="342"/>
        <source>{3} wins the first trick and must return {2}; a switch now would let declarer make the contract.</source>
        <translation>{3} remporte la première levée et doit rejouer {2}&#xa0;; changer de couleur maintenant laisserait le déclarant réussir son contrat.</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/notes.py" line="350"/>
        <source> or </source>
        <comment>between the suits of a list: hearts or clubs</comment>
        <translation> ou à </translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/lesson.py" line="30"/>
        <source>first lesson</source>
        <translation>initiation</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/lesson.py" line="30"/>
        <source>beginner</source>
        <translation>débutant</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/lesson.py" line="31"/>
        <source>improver</source>
        <translation>perfectionnement</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/lesson.py" line="31"/>
        <source>club player</source>
        <translation>confirmé</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/themes.py" line="660"/>
        <source>counting points</source>
        <translation>compter les points</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/themes.py" line="661"/>
        <source>part-score or game</source>
        <translation>partielle ou manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/themes.py" line="662"/>
        <source>sure tricks</source>
        <translation>les levées sûres</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/themes.py" line="663"/>
        <source>choosing trumps</source>
        <translation>choisir l’atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/themes.py" line="664"/>
        <source>long suits</source>
        <translation>affranchir une longue</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/themes.py" line="665"/>
        <source>drawing trumps</source>
        <translation>faire tomber les atouts</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/themes.py" line="666"/>
        <source>finesses</source>
        <translation>les impasses</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/themes.py" line="667"/>
        <source>opening leads against no trumps</source>
        <translation>entames contre sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/themes.py" line="668"/>
        <source>opening leads against a suit</source>
        <translation>entames contre un contrat à la couleur</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/themes.py" line="669"/>
        <source>third hand high</source>
        <translation>en troisième, jouer haut</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/themes.py" line="670"/>
        <source>second hand low</source>
        <translation>en deuxième, jouer petit</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/themes.py" line="671"/>
        <source>covering an honour</source>
        <translation>couvrir un honneur</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/themes.py" line="672"/>
        <source>signalling to partner</source>
        <translation>signaler au partenaire</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="141"/>
        <source>PBN files (*.pbn);;All files (*)</source>
        <translation>Fichiers PBN (*.pbn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="147"/>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="148"/>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="149"/>
        <source>Diamonds</source>
        <translation>Carreau</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="150"/>
        <source>Clubs</source>
        <translation>Trèfle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="157"/>
        <source>no trumps</source>
        <translation>sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="158"/>
        <location filename="../../cardtable/ui/practice_diagram.py" line="96"/>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="159"/>
        <location filename="../../cardtable/ui/practice_diagram.py" line="96"/>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="160"/>
        <location filename="../../cardtable/ui/practice_diagram.py" line="97"/>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="161"/>
        <location filename="../../cardtable/ui/practice_diagram.py" line="97"/>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="170"/>
        <source>game in no trumps</source>
        <translation>manche à sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="171"/>
        <source>game in spades</source>
        <translation>manche à pique</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="172"/>
        <source>game in hearts</source>
        <translation>manche à cœur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="173"/>
        <source>game in diamonds</source>
        <translation>manche à carreau</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="174"/>
        <source>game in clubs</source>
        <translation>manche à trèfle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="175"/>
        <source>a part-score in no trumps</source>
        <translation>une partielle à sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="176"/>
        <source>a part-score in spades</source>
        <translation>une partielle à pique</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="177"/>
        <source>a part-score in hearts</source>
        <translation>une partielle à cœur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="178"/>
        <source>a part-score in diamonds</source>
        <translation>une partielle à carreau</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="179"/>
        <source>a part-score in clubs</source>
        <translation>une partielle à trèfle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="973"/>
        <source>NT</source>
        <translation>SA</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="288"/>
        <location filename="../../cardtable/ui/practice_diagram.py" line="40"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="288"/>
        <location filename="../../cardtable/ui/practice_diagram.py" line="41"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="288"/>
        <location filename="../../cardtable/ui/practice_diagram.py" line="42"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/deal.py" line="289"/>
        <location filename="../../cardtable/ui/practice_diagram.py" line="43"/>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_diagram.py" line="98"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_diagram.py" line="104"/>
        <location filename="../../cardtable/ui/practice_diagram.py" line="107"/>
        <source>hidden</source>
        <translation>caché</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_diagram.py" line="104"/>
        <source>{0} cards</source>
        <translation>{0} cartes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_diagram.py" line="117"/>
        <source>{0}&apos;s hand</source>
        <translation>Main de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_diagram.py" line="132"/>
        <source>Deal diagram</source>
        <translation>Diagramme de la donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_diagram.py" line="203"/>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_diagram.py" line="208"/>
        <source>1 point</source>
        <translation>1 point</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_diagram.py" line="209"/>
        <source>{0} points</source>
        <translation>{0} points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_diagram.py" line="217"/>
        <source>No deal</source>
        <translation>Aucune donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_diagram.py" line="219"/>
        <source>Board {0}</source>
        <translation>Donne {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_diagram.py" line="220"/>
        <source>Dealer: {0}</source>
        <translation>Donneur&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_diagram.py" line="228"/>
        <source>Board {0}, dealer {1}</source>
        <translation>Donne {0}, donneur {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="44"/>
        <source>Deal editor</source>
        <translation>Éditeur de donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="47"/>
        <source>Choose a seat, then click its cards. Or type a PBN deal such as N:AK2.QJ5.T98.7654 … and press Enter.</source>
        <translation>Choisissez une place, puis cliquez sur ses cartes. Ou tapez une donne PBN comme N:AK2.QJ5.T98.7654 … et appuyez sur Entrée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="63"/>
        <source>Dealer:</source>
        <translation>Donneur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="66"/>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="87"/>
        <source>PBN deal:</source>
        <translation>Donne PBN&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="89"/>
        <source>PBN deal</source>
        <translation>Donne PBN</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="92"/>
        <source>Deal the &amp;rest at random</source>
        <translation>Distribuer le &amp;reste au hasard</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="95"/>
        <source>C&amp;lear</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="124"/>
        <source>{0} already has 13 cards: click one of them to take it back.</source>
        <translation>{0} a déjà 13 cartes&#xa0;: cliquez sur l’une d’elles pour la reprendre.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="148"/>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="149"/>
        <source>{0} of {1}, held by {2}</source>
        <translation>{0} de {1}, tenu par {2}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="158"/>
        <source>The deal is complete.</source>
        <translation>La donne est complète.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="160"/>
        <source>Cards so far: {0}. Every hand needs 13.</source>
        <translation>Cartes placées&#xa0;: {0}. Chaque main en demande 13.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="188"/>
        <source>My deal</source>
        <translation>Ma donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="196"/>
        <source>Deal generator</source>
        <translation>Générateur de donnes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="199"/>
        <source>Any</source>
        <translation>Indifférent</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="200"/>
        <source>&amp;Dealer:</source>
        <translation>&amp;Donneur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="202"/>
        <source>Either pair</source>
        <translation>L’une ou l’autre paire</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="145"/>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="202"/>
        <source>North–South</source>
        <translation>Nord–Sud</translation>
    </message>
    <message>
        <location filename="../../cardtable/bridge/analysis.py" line="145"/>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="203"/>
        <source>East–West</source>
        <translation>Est–Ouest</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="204"/>
        <source>Declaring &amp;side:</source>
        <translation>&amp;Camp du déclarant&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="211"/>
        <source>Fewest points</source>
        <translation>Le moins de points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="212"/>
        <source>Most points</source>
        <translation>Le plus de points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="215"/>
        <source>Their &amp;points (from, to):</source>
        <translation>Leurs &amp;points (de, à)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="218"/>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="222"/>
        <source>any</source>
        <translation>indifférent</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="219"/>
        <source>A &amp;long suit of at least:</source>
        <translation>Une couleur &amp;longue d’au moins&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="223"/>
        <source>A &amp;fit of at least:</source>
        <translation>Un &amp;fit d’au moins&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="224"/>
        <source>Declarer and dummy &amp;balanced</source>
        <translation>Déclarant et mort &amp;réguliers</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="227"/>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="228"/>
        <source>S&amp;eed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="229"/>
        <source>Never a 20–20 deal: it would be thrown in.</source>
        <translation>Jamais de donne 20–20&#xa0;: elle serait annulée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="233"/>
        <source>&amp;Generate</source>
        <translation>Gé&amp;nérer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="253"/>
        <source>The seed must be a whole number.</source>
        <translation>La graine doit être un nombre entier.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_dialogs.py" line="260"/>
        <source>Generated (seed {0})</source>
        <translation>Générée (graine {0})</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_play.py" line="161"/>
        <source>Tricks</source>
        <translation>Levées</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_play.py" line="161"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_play.py" line="144"/>
        <source>Double dummy: the result with all four hands seen, both sides playing perfectly.</source>
        <translation>Double mort&#xa0;: le résultat quand les quatre mains sont vues et que les deux camps jouent parfaitement.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_play.py" line="162"/>
        <source>Double
dummy
tricks</source>
        <translation>Levées
à double
mort</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_play.py" line="162"/>
        <source>Double
dummy
score</source>
        <translation>Score
à double
mort</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_play.py" line="163"/>
        <source>Versus
double
dummy</source>
        <translation>Face au
double
mort</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_play.py" line="176"/>
        <source>Contracts tried</source>
        <translation>Contrats essayés</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_print.py" line="43"/>
        <source>Save the deals as PDF</source>
        <translation>Enregistrer les donnes en PDF</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_print.py" line="44"/>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>Fichiers PDF (*.pdf);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_print.py" line="51"/>
        <source>Cannot save</source>
        <translation>Impossible d’enregistrer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_print.py" line="52"/>
        <source>Cannot write {0}.</source>
        <translation>Impossible d’écrire {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_print.py" line="54"/>
        <source>Saved {0} deals to {1} ({2} pages)</source>
        <translation>{0} donnes enregistrées dans {1} ({2} pages)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_print.py" line="65"/>
        <source>Cannot print</source>
        <translation>Impossible d’imprimer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_print.py" line="66"/>
        <source>The printer could not be opened.</source>
        <translation>L’imprimante n’a pas pu être ouverte.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice_print.py" line="69"/>
        <source>Printed {0} deals ({1} pages)</source>
        <translation>{0} donnes imprimées ({1} pages)</translation>
    </message>
</context>
<context>
    <name>PracticeWindow</name>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="403"/>
        <source>Minibridge exercises</source>
        <translation>Exercices de minibridge</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="434"/>
        <source>Exercises</source>
        <translation>Exercices</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="435"/>
        <source>Exercise sets and deals</source>
        <translation>Séries d’exercices et donnes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="449"/>
        <source>Show &amp;all hands</source>
        <translation>Montrer &amp;toutes les mains</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="450"/>
        <source>Show all hands</source>
        <translation>Montrer toutes les mains</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="460"/>
        <source>&amp;Questions</source>
        <translation>&amp;Questions</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="461"/>
        <source>Anal&amp;ysis</source>
        <translation>A&amp;nalyse</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="463"/>
        <source>&amp;Play</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="480"/>
        <source>Choose a deal on the left.</source>
        <translation>Choisissez une donne à gauche.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="513"/>
        <source>Questions done</source>
        <translation>Questions faites</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="521"/>
        <source>&amp;Check</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="525"/>
        <location filename="../../cardtable/ui/practice.py" line="816"/>
        <location filename="../../cardtable/ui/practice.py" line="858"/>
        <source>&amp;Next question</source>
        <translation>Question &amp;suivante</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="534"/>
        <source>Feedback</source>
        <translation>Correction</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="538"/>
        <source>&amp;Try this deal again</source>
        <translation>&amp;Refaire cette donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="549"/>
        <source>Check or go on</source>
        <translation>Vérifier ou continuer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="567"/>
        <source>&amp;Show the answers and the analysis</source>
        <translation>&amp;Montrer les réponses et l’analyse</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="571"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="580"/>
        <source>Your seat</source>
        <translation>Votre place</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="581"/>
        <source>Play &amp;as:</source>
        <translation>Jouer &amp;comme&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="587"/>
        <source>Computer players</source>
        <translation>Joueurs ordinateur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="588"/>
        <source>&amp;Computer players:</source>
        <translation>Joueurs &amp;ordinateur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="590"/>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="591"/>
        <source>Declarer chooses at the table</source>
        <translation>Le déclarant choisit à la table</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="594"/>
        <source>C&amp;ontract:</source>
        <translation>C&amp;ontrat&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="603"/>
        <source>P&amp;lay this deal</source>
        <translation>Jouer &amp;la donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="606"/>
        <location filename="../../cardtable/ui/practice.py" line="1151"/>
        <source>Play it &amp;again in another contract</source>
        <translation>La re&amp;jouer dans un autre contrat</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="612"/>
        <source>&amp;Undo my last play</source>
        <translation>&amp;Annuler ma dernière carte</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="616"/>
        <location filename="../../cardtable/ui/practice.py" line="1034"/>
        <source>Play the deal against the computer in the main window; then replay it here trick by trick.</source>
        <translation>Jouez la donne contre l’ordinateur dans la fenêtre principale&#xa0;; puis rejouez-la ici levée par levée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="634"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="624"/>
        <source>◀ &amp;Previous trick</source>
        <translation>◀ Levée &amp;précédente</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="626"/>
        <source>Next &amp;trick ▶</source>
        <translation>Levée s&amp;uivante ▶</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="642"/>
        <source>Contracts played on this deal:</source>
        <translation>Contrats joués sur cette donne&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="650"/>
        <source>&amp;Deals</source>
        <translation>&amp;Donnes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="652"/>
        <source>&amp;Import PBN…</source>
        <translation>&amp;Importer un PBN…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="653"/>
        <source>&amp;Export this set as PBN…</source>
        <translation>&amp;Exporter cette série en PBN…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="655"/>
        <source>&amp;Print this set…</source>
        <translation>Im&amp;primer cette série…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="656"/>
        <source>Save this set as P&amp;DF…</source>
        <translation>Enregistrer cette série en P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="658"/>
        <source>&amp;Generate a deal…</source>
        <translation>&amp;Générer une donne…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="659"/>
        <source>&amp;Edit this deal…</source>
        <translation>&amp;Modifier cette donne…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="660"/>
        <source>&amp;New deal by hand…</source>
        <translation>&amp;Nouvelle donne à la main…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="662"/>
        <source>&amp;Reset my progress…</source>
        <translation>&amp;Réinitialiser ma progression…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="664"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="683"/>
        <source>Exercises missing</source>
        <translation>Exercices introuvables</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="771"/>
        <source>Minibridge</source>
        <translation>Minibridge</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="726"/>
        <source>Board {0}</source>
        <translation>Donne {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="772"/>
        <source>Minibridge exercises — {0}, board {1}</source>
        <translation>Exercices de minibridge — {0}, donne {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="795"/>
        <source>Question {0} of {1}</source>
        <translation>Question {0} sur {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="801"/>
        <source>You see all four hands.</source>
        <translation>Vous voyez les quatre mains.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="802"/>
        <source>You see what the opening leader sees: their own hand and dummy.</source>
        <translation>Vous voyez ce que voit l’entameur&#xa0;: sa propre main et le mort.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="803"/>
        <source>You see what declarer sees: their own hand and dummy.</source>
        <translation>Vous voyez ce que voit le déclarant&#xa0;: sa propre main et le mort.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="837"/>
        <source>Type a number in each box first.</source>
        <translation>Tapez d’abord un nombre dans chaque case.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="838"/>
        <source>Choose an answer first.</source>
        <translation>Choisissez d’abord une réponse.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="838"/>
        <source>Type a number first.</source>
        <translation>Tapez d’abord un nombre.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="858"/>
        <source>&amp;Finish</source>
        <translation>&amp;Terminer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="861"/>
        <source>Right suit, another card — see why</source>
        <translation>Bonne couleur, mais une autre carte — voyez pourquoi</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="862"/>
        <source>Right</source>
        <translation>Juste</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="862"/>
        <source>Not quite — see why</source>
        <translation>Pas tout à fait — voyez pourquoi</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="885"/>
        <source>declarer</source>
        <translation>déclarant</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="885"/>
        <source>dummy</source>
        <translation>mort</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="887"/>
        <source>leads</source>
        <translation>entame</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="912"/>
        <source>All done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="914"/>
        <source>You answered {0} of {1} right.</source>
        <translation>Vous avez bien répondu à {0} questions sur {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="924"/>
        <source>Progress saved. Try the Play tab to play the deal.</source>
        <translation>Progression enregistrée. Essayez l’onglet Jeu pour jouer la donne.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="945"/>
        <source>&lt;p&gt;Answer the questions first — or press the button above to see every answer now.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Répondez d’abord aux questions — ou appuyez sur le bouton ci-dessus pour voir toutes les réponses maintenant.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="950"/>
        <source>The nine answers</source>
        <translation>Les neuf réponses</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="958"/>
        <source>The points are 20–20: the deal is thrown in and redealt.</source>
        <translation>Les points sont à 20–20&#xa0;: la donne est annulée et redistribuée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="961"/>
        <source>&lt;b&gt;Declarer would choose:&lt;/b&gt; {0}.</source>
        <translation>&lt;b&gt;Le déclarant choisirait&#xa0;:&lt;/b&gt; {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="964"/>
        <source>Chances of extra tricks</source>
        <translation>Chances de levées supplémentaires</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="966"/>
        <source> (works here)</source>
        <translation> (réussit ici)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="966"/>
        <source> (fails here)</source>
        <translation> (échoue ici)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="970"/>
        <source>Double dummy: tricks for each declarer</source>
        <translation>Double mort&#xa0;: levées pour chaque déclarant</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="982"/>
        <source>&lt;b&gt;Best contract:&lt;/b&gt; {0} by {1} — 1 trick, {3:+d} points.</source>
        <translation>&lt;b&gt;Meilleur contrat&#xa0;:&lt;/b&gt; {0} par {1} — 1 levée, {3:+d} points.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="983"/>
        <source>&lt;b&gt;Best contract:&lt;/b&gt; {0} by {1} — {2} tricks, {3:+d} points.</source>
        <translation>&lt;b&gt;Meilleur contrat&#xa0;:&lt;/b&gt; {0} par {1} — {2} levées, {3:+d} points.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="985"/>
        <source>&lt;b&gt;Least costly contract&lt;/b&gt; (every contract fails): {0} by {1} — 1 trick, {3:+d} points.</source>
        <translation>&lt;b&gt;Contrat le moins coûteux&lt;/b&gt; (tous les contrats chutent)&#xa0;: {0} par {1} — 1 levée, {3:+d} points.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="987"/>
        <source>&lt;b&gt;Least costly contract&lt;/b&gt; (every contract fails): {0} by {1} — {2} tricks, {3:+d} points.</source>
        <translation>&lt;b&gt;Contrat le moins coûteux&lt;/b&gt; (tous les contrats chutent)&#xa0;: {0} par {1} — {2} levées, {3:+d} points.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1006"/>
        <source>The teacher&apos;s note</source>
        <translation>La note du professeur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1009"/>
        <source>This lesson is about {0}, not the contract the answers choose.</source>
        <translation>Cette leçon porte sur {0}, pas sur le contrat que choisissent les réponses.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1022"/>
        <source> — declarer (you play dummy too)</source>
        <translation> — déclarant (vous jouez aussi le mort)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1024"/>
        <source> — dummy (you watch)</source>
        <translation> — mort (vous regardez)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1026"/>
        <source> — defender</source>
        <translation> — défenseur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1033"/>
        <source>A 20–20 deal is thrown in: there is nothing to play.</source>
        <translation>Une donne 20–20 est annulée&#xa0;: il n’y a rien à jouer.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1053"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1085"/>
        <location filename="../../cardtable/ui/practice.py" line="1179"/>
        <source>Playing in the main window… Undo is in Game ▸ Undo, or the button above.</source>
        <translation>Partie en cours dans la fenêtre principale… Annuler est dans Partie ▸ Annuler, ou le bouton ci-dessus.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1094"/>
        <location filename="../../cardtable/ui/start_flow.py" line="312"/>
        <source>Playing a practice deal.</source>
        <translation>Une donne d’entraînement est en cours.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1108"/>
        <source>Replace the deal in play?</source>
        <translation>Remplacer la donne en cours&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1109"/>
        <source>The practice deal in the main window is not finished. Play this deal instead? The other one&apos;s cards are not kept.</source>
        <translation>La donne d’entraînement de la fenêtre principale n’est pas finie. Jouer celle-ci à la place&#xa0;? Les cartes de l’autre ne sont pas gardées.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1112"/>
        <source>Play this deal</source>
        <translation>Jouer celle-ci</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1113"/>
        <source>Keep playing that one</source>
        <translation>Continuer l’autre</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1149"/>
        <source>Play it &amp;again: {0}</source>
        <translation>La re&amp;jouer&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1205"/>
        <source>That deal was left unfinished: the start screen keeps it for later.</source>
        <translation>Cette donne est restée inachevée&#xa0;: l’écran d’accueil la garde pour plus tard.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1229"/>
        <source>The deal was thrown in.</source>
        <translation>La donne a été annulée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1234"/>
        <source>{0} by {1}</source>
        <translation>{0} par {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1240"/>
        <source>&lt;b&gt;{0} by {1}&lt;/b&gt;: 1 trick, {3:+d} points for declarer&apos;s side.</source>
        <translation>&lt;b&gt;{0} par {1}&lt;/b&gt;&#xa0;: 1 levée, {3:+d} points pour le camp du déclarant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1241"/>
        <source>&lt;b&gt;{0} by {1}&lt;/b&gt;: {2} tricks, {3:+d} points for declarer&apos;s side.</source>
        <translation>&lt;b&gt;{0} par {1}&lt;/b&gt;&#xa0;: {2} levées, {3:+d} points pour le camp du déclarant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1247"/>
        <source>exactly the double-dummy result</source>
        <translation>exactement le résultat à double mort</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1248"/>
        <source>{0} more than double dummy (the defence slipped)</source>
        <translation>{0} de plus qu’à double mort (la défense a faibli)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1249"/>
        <source>{0} fewer than double dummy</source>
        <translation>{0} de moins qu’à double mort</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1251"/>
        <source>Double dummy, declarer takes 1 trick in {1}: {2}.</source>
        <translation>À double mort, le déclarant fait 1 levée à {1}&#xa0;: {2}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1252"/>
        <source>Double dummy, declarer takes {0} tricks in {1}: {2}.</source>
        <translation>À double mort, le déclarant fait {0} levées à {1}&#xa0;: {2}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1255"/>
        <source>Best contract: {0}, {1:+d}.</source>
        <translation>Meilleur contrat&#xa0;: {0}, {1:+d}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1256"/>
        <source>Least costly contract (every contract fails): {0}, {1:+d}.</source>
        <translation>Contrat le moins coûteux (tous les contrats chutent)&#xa0;: {0}, {1:+d}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1269"/>
        <source>lost nothing against double dummy</source>
        <translation>cette carte n’a rien coûté (double mort)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1297"/>
        <source>Trick {0}&lt;br&gt;{1} led, {2} won</source>
        <translation>Levée {0}&lt;br&gt;{1} entame, {2} gagne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1303"/>
        <source>Trick {0} of {1}, won by {3}:&lt;br&gt;{2}</source>
        <translation>Levée {0} sur {1}, gagnée par {3}&#xa0;:&lt;br&gt;{2}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1311"/>
        <source>Import PBN deals</source>
        <translation>Importer des donnes PBN</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1321"/>
        <source>Cannot read this PBN file</source>
        <translation>Impossible de lire ce fichier PBN</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1326"/>
        <source>Imported {0} deals from {1}</source>
        <translation>{0} donnes importées depuis {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1326"/>
        <source>Imported 1 deal from {1}</source>
        <translation>1 donne importée depuis {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1329"/>
        <source>Imported with changes</source>
        <translation>Importé avec des changements</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1330"/>
        <source>{0} was read with these changes:</source>
        <translation>{0} a été lu avec ces changements&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1349"/>
        <source>Export the deals as PBN</source>
        <translation>Exporter les donnes en PBN</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1359"/>
        <source>Cannot save</source>
        <translation>Impossible d’enregistrer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1362"/>
        <source>Saved {0} deals to {1}</source>
        <translation>{0} donnes enregistrées dans {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1362"/>
        <source>Saved 1 deal to {1}</source>
        <translation>1 donne enregistrée dans {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1380"/>
        <source>My deal</source>
        <translation>Ma donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1405"/>
        <source>Reset progress?</source>
        <translation>Réinitialiser la progression&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1406"/>
        <source>Forget every answer you have given, on every deal?</source>
        <translation>Oublier toutes vos réponses, sur toutes les donnes&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/practice.py" line="1410"/>
        <source>Progress reset.</source>
        <translation>Progression réinitialisée.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../../cardtable/ui/games/bleeding_hearts.py" line="165"/>
        <source>Turnip: {0} · Bids: {1}</source>
        <translation>Turnip&#xa0;: {0} · Annonces&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bleeding_hearts.py" line="173"/>
        <source>The turnip {0} joins this trick: {1} takes it too.</source>
        <translation>Le Turnip {0} rejoint ce pli&#xa0;: {1} le prend aussi.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="854"/>
        <source>made with {0} tricks</source>
        <translation>réussi avec {0} plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="855"/>
        <source>{0} down</source>
        <translation>{0} de chute</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="856"/>
        <source>Contract: {0} {1} by {2} (dummy {3}), needs {4}: {5}</source>
        <translation>Contrat&#xa0;: {0} {1} par {2} (mort {3}), il faut {4}&#xa0;: {5}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="575"/>
        <source>No trumps</source>
        <translation>Sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="577"/>
        <source>Trumps: {0} (turned up {1})</source>
        <translation>Atout&#xa0;: {0} (retourné&#xa0;: {1})</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="580"/>
        <source>Trumps: {0}</source>
        <translation>Atout&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="582"/>
        <source>{0} · Bids: {1}</source>
        <translation>{0} · Annonces&#xa0;: {1}</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../cardtable/ui/review.py" line="186"/>
        <source>Review of round {0}</source>
        <translation>Revue de la donne {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/review.py" line="192"/>
        <source>Hand of {0}</source>
        <translation>Main de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/review.py" line="126"/>
        <source>The trick</source>
        <translation>Le pli</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/review.py" line="186"/>
        <source>Review of deal {0}</source>
        <translation>Revue de la donne {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/review.py" line="122"/>
        <source>About this round</source>
        <translation>À propos de cette donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/review.py" line="106"/>
        <source>Round to review</source>
        <translation>Donne à revoir</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/review.py" line="111"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/review.py" line="153"/>
        <source>What happened in the trick</source>
        <translation>Ce qui s’est passé dans le pli</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/review.py" line="156"/>
        <source>|◀ Start</source>
        <translation>|◀ Début</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/review.py" line="157"/>
        <source>◀ Previous</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/review.py" line="158"/>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/review.py" line="159"/>
        <source>End ▶|</source>
        <translation>Fin ▶|</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/review.py" line="222"/>
        <source>&lt;p&gt;The hands as dealt. Step through the play with ▶ or the arrow keys.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les mains telles que distribuées. Suivez le jeu pas à pas avec ▶ ou les touches fléchées.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/review.py" line="278"/>
        <source>Trick {0} of {1} — won by {2}</source>
        <translation>Pli {0} sur {1} — gagné par {2}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="895"/>
        <source>this card cost a trick</source>
        <translation>cette carte a coûté un pli</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="897"/>
        <source>this card cost {0} tricks</source>
        <translation>cette carte a coûté {0} plis</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../cardtable/ui/rule_words.py" line="20"/>
        <source>You may play any card.</source>
        <translation>Vous pouvez jouer n’importe quelle carte.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/rule_words.py" line="24"/>
        <source>You must follow {0}.</source>
        <translation>Vous devez fournir à {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/rule_words.py" line="26"/>
        <source>You must beat the {0} with a higher card of {1}.</source>
        <translation>Vous devez monter sur {0} avec un {1} plus fort.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/rule_words.py" line="28"/>
        <source>You have no {0}: you must overtrump the {1}.</source>
        <translation>Vous n’avez pas de {0}&#xa0;: vous devez surcouper {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/rule_words.py" line="29"/>
        <source>trumps</source>
        <translation>atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/rule_words.py" line="30"/>
        <source>You have no {0}: you must trump with {1}.</source>
        <translation>Vous n’avez pas de {0}&#xa0;: vous devez couper à {1}.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../cardtable/ui/rules_text.py" line="50"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/rules_text.py" line="51"/>
        <source>Rules of the games</source>
        <translation>Règles des jeux</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/rules_text.py" line="53"/>
        <source>Game whose rules are shown</source>
        <translation>Jeu dont les règles sont affichées</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/rules_text.py" line="56"/>
        <source>&amp;Rules of</source>
        <translation>&amp;Règles de</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/rules_text.py" line="59"/>
        <source>Rules text</source>
        <translation>Texte des règles</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/rules_text.py" line="65"/>
        <source>Close the rules</source>
        <translation>Fermer les règles</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/rules_text.py" line="93"/>
        <source>Rules of %1</source>
        <translation>Règles de %1</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="162"/>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="204"/>
        <location filename="../../cardtable/ui/games/minibridge.py" line="172"/>
        <location filename="../../cardtable/ui/sheet_model.py" line="332"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/sheet_model.py" line="107"/>
        <source>winner: {name}</source>
        <translation>gagnant&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/sheet_model.py" line="108"/>
        <source>winners: {names} and {last}</source>
        <translation>gagnants&#xa0;: {names} et {last}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/sheet_model.py" line="299"/>
        <source>Σ total</source>
        <translation>Σ total</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/sheet_model.py" line="356"/>
        <source>{title} — finished</source>
        <translation>{title} — partie terminée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/sheet_model.py" line="716"/>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="81"/>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="238"/>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="195"/>
        <location filename="../../cardtable/ui/games/minibridge.py" line="208"/>
        <source>NT</source>
        <translation>SA</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="65"/>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="87"/>
        <source>{name} bid</source>
        <translation>{name} annonce</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="66"/>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="88"/>
        <source>{name} tricks</source>
        <translation>{name} plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="68"/>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="89"/>
        <source>{name} points</source>
        <translation>{name} points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="90"/>
        <source>{name} total</source>
        <translation>{name} total</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="120"/>
        <source>Round</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="109"/>
        <source>Cards dealt to each player; NT: no trumps</source>
        <translation>Cartes distribuées à chaque joueur&#xa0;; SA&#xa0;: sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="107"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="72"/>
        <source>45 ⁽²⁾ = total 45, bid 2</source>
        <translation>45 ⁽²⁾ = total 45, annonce 2</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="72"/>
        <source>grey = bid missed</source>
        <translation>gris = annonce manquée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="75"/>
        <source>Σ = total</source>
        <translation>Σ = total</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="76"/>
        <source>+2 = bids two over the tricks</source>
        <translation>+2 = annonces en excès de deux plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="77"/>
        <source>8·♣ = 8 cards, ♣ trumps</source>
        <translation>8·♣ = 8 cartes, atout ♣</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="108"/>
        <source>Cards dealt to each player and the trump suit; NT: no trumps</source>
        <translation>Cartes distribuées à chaque joueur et couleur d’atout&#xa0;; SA&#xa0;: sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="110"/>
        <source>Cds</source>
        <translation>Ct</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="113"/>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="180"/>
        <source>Trump</source>
        <translation>Atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="114"/>
        <source>The turned-up card naming trumps</source>
        <translation>La carte retournée qui désigne l’atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="115"/>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="180"/>
        <location filename="../../cardtable/ui/games/minibridge.py" line="143"/>
        <source>Tr</source>
        <translation>At</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="119"/>
        <source>Bids</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="120"/>
        <source>The bids&apos; total against the tricks: even, over or under</source>
        <translation>Le total des annonces face au nombre de plis&#xa0;: équilibre, excès ou déficit</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="121"/>
        <source> (= even, + over, − under)</source>
        <translation> (= équilibre, + au-dessus, − en dessous)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="130"/>
        <source>dealer {name}</source>
        <translation>donneur {name}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="135"/>
        <source>{cards} cards</source>
        <translation>{cards} cartes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="137"/>
        <source>1 card</source>
        <translation>1 carte</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="140"/>
        <source>Round {n}: {what}, {trumps}</source>
        <translation>Donne {n}&#xa0;: {what}, {trumps}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="143"/>
        <source>trumps</source>
        <translation>atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="143"/>
        <source>no trumps</source>
        <translation>sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="153"/>
        <source>turned up: {card}</source>
        <translation>carte retournée&#xa0;: {card}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="174"/>
        <source>No trumps</source>
        <translation>Sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="190"/>
        <location filename="../../cardtable/ui/games/minibridge.py" line="234"/>
        <source>made</source>
        <translation>réussi</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="192"/>
        <source>missed (took {tricks})</source>
        <translation>manqué ({tricks} plis)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="196"/>
        <source>{name} bid {bid}, took {tricks}: {points} points; total {total}</source>
        <translation>{name} a annoncé {bid}, a fait {tricks} plis&#xa0;: {points} points&#xa0;; total {total}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="199"/>
        <source>total {total}, bid {bid}, {result}</source>
        <translation>total {total}, annonce {bid}, {result}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="227"/>
        <source>{tricks} of {bid}</source>
        <translation>{tricks} sur {bid}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="207"/>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="228"/>
        <source>bid {bid}</source>
        <translation>annonce {bid}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="209"/>
        <source>taken {tricks} so far</source>
        <translation>{tricks} plis faits jusqu’ici</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="243"/>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="256"/>
        <source>{total} so far</source>
        <translation>{total} jusqu’ici</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="265"/>
        <source>Bidding: {total} bid so far for 1 trick</source>
        <translation>Annonces&#xa0;: {total} annoncés jusqu’ici pour 1 pli</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="266"/>
        <source>Bidding: {total} bid so far for {cards} tricks</source>
        <translation>Annonces&#xa0;: {total} annoncés jusqu’ici pour {cards} plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="270"/>
        <source>even</source>
        <translation>équilibre</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="244"/>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="271"/>
        <source>over</source>
        <translation>excès</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="244"/>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="272"/>
        <source>under</source>
        <translation>déficit</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="278"/>
        <source>Bids total {total} for 1 trick: {word}</source>
        <translation>Les annonces totalisent {total} pour 1 pli&#xa0;: {word}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="279"/>
        <source>Bids total {total} for {cards} tricks: {word}</source>
        <translation>Les annonces totalisent {total} pour {cards} plis&#xa0;: {word}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="288"/>
        <source>Bugger Bridge — {n} rounds</source>
        <translation>Bugger Bridge — {n} donnes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="289"/>
        <source>Bugger Bridge — round {k} of {n}</source>
        <translation>Bugger Bridge — donne {k} sur {n}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="67"/>
        <source>{name} bugs</source>
        <translation>{name} bugs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="88"/>
        <source>Turnip</source>
        <translation>Turnip</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="126"/>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="98"/>
        <source>♥ 14 = bid ♥, 14 points</source>
        <translation>♥ 14 = annonce ♥, 14 points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="99"/>
        <source>3·2 = 3 tricks, 2 bug cards</source>
        <translation>3·2 = 3 plis, 2 cartes bug</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="101"/>
        <source>T Turnip</source>
        <translation>T Turnip</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="103"/>
        <source>0 Zero</source>
        <translation>0 Zéro</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="106"/>
        <source>✓ bid, still hidden</source>
        <translation>✓ annonce encore cachée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="115"/>
        <source>♥ → 14: bid ♥, 14 points</source>
        <translation>♥ → 14&#xa0;: annonce ♥, 14 points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="116"/>
        <source>3 tr · 2 ♥: 3 tricks, 2 bug cards</source>
        <translation>3 plis · 2 ♥&#xa0;: 3 plis, 2 cartes bug ramassées</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="123"/>
        <source>{name}: bid and points; tricks·bug cards</source>
        <translation>{name}&#xa0;: annonce et points&#xa0;; plis·cartes bug</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="133"/>
        <source>Round {n}; dealer {dealer}</source>
        <translation>Donne {n}&#xa0;; donneur {dealer}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="142"/>
        <source>First to {target} wins</source>
        <translation>Le premier à {target} gagne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="147"/>
        <source>{left} to go</source>
        <translation>encore {left}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="149"/>
        <source>target reached</source>
        <translation>objectif atteint</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="160"/>
        <location filename="../../cardtable/ui/games/bugami.py" line="165"/>
        <source>hidden</source>
        <translation>caché</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="161"/>
        <source>{name} has bid; the bids are revealed when everyone has bid</source>
        <translation>{name} a annoncé&#xa0;; les annonces sont révélées quand tout le monde a annoncé</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="164"/>
        <source>has bid, hidden until all have bid</source>
        <translation>a annoncé, caché jusqu’à ce que tous aient annoncé</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="172"/>
        <source>1 trick</source>
        <translation>1 pli</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="174"/>
        <source>{k} tricks</source>
        <translation>{k} plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="178"/>
        <source>1 bug</source>
        <translation>1 bug</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="178"/>
        <source>{k} bugs</source>
        <translation>{k} bugs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="203"/>
        <source>{k} tr</source>
        <translation>{k} plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="186"/>
        <source>{name} bid {bid}: {detail}, {points} points</source>
        <translation>{name} a annoncé {bid}&#xa0;: {detail}, {points} points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="84"/>
        <source>Doublets</source>
        <translation>Doublets</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="101"/>
        <source>D Doublets</source>
        <translation>D Doublets</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="194"/>
        <source>{name} bid {bid}: {detail} so far</source>
        <translation>{name} a annoncé {bid}&#xa0;: {detail} jusqu’ici</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="238"/>
        <source>{title} — first to {target}</source>
        <translation>{title} — le premier à {target}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="240"/>
        <source>{text}; round {k}</source>
        <translation>{text}&#xa0;; donne {k}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="119"/>
        <source>P part-score</source>
        <translation>P partielle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="119"/>
        <source>HCP North–South&apos;s points</source>
        <translation>Pts H de Nord–Sud</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="120"/>
        <source>G game</source>
        <translation>M manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="129"/>
        <location filename="../../cardtable/ui/games/minibridge.py" line="130"/>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="129"/>
        <source>Dlr</source>
        <translation>Dnr</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="132"/>
        <source>HCP</source>
        <translation>Pts H</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="133"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="134"/>
        <source>High-card points: North–South against East–West</source>
        <translation>Points d’honneur&#xa0;: Nord–Sud contre Est–Ouest</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="135"/>
        <source>High-card points of North–South (of 40)</source>
        <translation>Points d’honneur de Nord–Sud (sur 40)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="137"/>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="137"/>
        <source>Ctr</source>
        <translation>Ctr</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="138"/>
        <source>P part-score, G game</source>
        <translation>P partielle, M manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="139"/>
        <location filename="../../cardtable/ui/games/minibridge.py" line="140"/>
        <source>Declarer</source>
        <translation>Déclarant</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="139"/>
        <source>By</source>
        <translation>Par</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="142"/>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="142"/>
        <source>Tricks taken by the declaring side</source>
        <translation>Plis faits par le camp du déclarant</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="146"/>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="148"/>
        <source>North–South: {names}</source>
        <translation>Nord–Sud&#xa0;: {names}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="152"/>
        <source>EW</source>
        <translation>EO</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="154"/>
        <source>East–West: {names}</source>
        <translation>Est–Ouest&#xa0;: {names}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="186"/>
        <source>Announcing: {said}</source>
        <translation>Annonces&#xa0;: {said}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="194"/>
        <source>North–South {ns}, East–West {ew}</source>
        <translation>Nord–Sud {ns}, Est–Ouest {ew}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="197"/>
        <source>20–20 redeal</source>
        <translation>20–20, redonne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="202"/>
        <source>Thrown in; the same dealer deals again</source>
        <translation>Donne annulée&#xa0;; le même donneur redistribue</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="209"/>
        <location filename="../../cardtable/ui/games/minibridge.py" line="210"/>
        <source>game</source>
        <translation>manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="209"/>
        <source>part-score</source>
        <translation>partielle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="210"/>
        <source>part</source>
        <translation>partielle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="213"/>
        <source>G</source>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="213"/>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="216"/>
        <source>{contract}: needs {k} tricks</source>
        <translation>{contract}&#xa0;: il faut {k} plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="223"/>
        <source>{name} is choosing the contract</source>
        <translation>{name} choisit le contrat</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="234"/>
        <source>down {k}</source>
        <translation>chute de {k}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="242"/>
        <source>{k} so far</source>
        <translation>{k} jusqu’ici</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="252"/>
        <source>first side to {target}</source>
        <translation>premier camp à {target}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="254"/>
        <source>{k} of 1 deal played</source>
        <translation>{k} donne jouée sur 1</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="256"/>
        <source>{k} of {n} deals played</source>
        <comment>0 or 1 deal played</comment>
        <translation>{k} donne jouée sur {n}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="257"/>
        <source>{k} of {n} deals played</source>
        <translation>{k} donnes jouées sur {n}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="258"/>
        <source>Minibridge — {deals}</source>
        <translation>Minibridge — {deals}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="108"/>
        <source>NS: {ns} · EW: {ew}</source>
        <translation>NS&#xa0;: {ns} · EO&#xa0;: {ew}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="115"/>
        <source>swap</source>
        <translation>échange</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="116"/>
        <source>blind</source>
        <translation>aveugle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="117"/>
        <source>new partners</source>
        <translation>nouveaux partenaires</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="118"/>
        <source>move tables</source>
        <translation>changement de tables</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="129"/>
        <source>Sw</source>
        <translation>Éc</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="130"/>
        <source>Bl</source>
        <translation>Av</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="131"/>
        <source>→P</source>
        <translation>→P</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="132"/>
        <source>→T</source>
        <translation>→T</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="147"/>
        <source>then {what}</source>
        <translation>puis {what}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="169"/>
        <source>Sw swap</source>
        <translation>Éc échange</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="169"/>
        <source>Bl blind</source>
        <translation>Av aveugle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="170"/>
        <source>→P then new partners</source>
        <translation>→P puis nouveaux partenaires</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="171"/>
        <source>→T then move tables</source>
        <translation>→T puis changement de table</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="179"/>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="182"/>
        <source>Modifiers</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="184"/>
        <source>swap: sides score each other&apos;s tricks; blind: cards played face down</source>
        <translation>échange&#xa0;: chaque camp marque les plis de l’autre&#xa0;; aveugle&#xa0;: cartes jouées face cachée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="185"/>
        <source>. Sw swap, Bl blind, →P then new partners, →T then move tables</source>
        <translation>. Éc échange, Av aveugle, →P puis nouveaux partenaires, →T puis changement de table</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="187"/>
        <source>Mod.</source>
        <translation>Mod.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="215"/>
        <source>Table {t}, partner {partner}</source>
        <translation>Table {t}, partenaire {partner}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="226"/>
        <source>{where}; {k} so far</source>
        <translation>{where}&#xa0;; {k} jusqu’ici</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="232"/>
        <source>Dumb-Bunny Bridge — hand {k} of {n}</source>
        <translation>Dumb-Bunny Bridge — main {k} sur {n}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="68"/>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="82"/>
        <location filename="../../cardtable/ui/score_sheet.py" line="176"/>
        <source>No game in progress</source>
        <translation>Aucune partie en cours</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="84"/>
        <source>Score sheet summary</source>
        <translation>Résumé de la feuille de marque</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="89"/>
        <source>Players&apos; names in full, and the shorthand spelled out</source>
        <translation>Noms complets des joueurs, et les abréviations en clair</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="95"/>
        <source>What the sheet&apos;s marks mean</source>
        <translation>Ce que signifient les marques de la feuille</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="104"/>
        <source>Score sheet table</source>
        <translation>Tableau de la feuille de marque</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="105"/>
        <source>One row per round, one column per player, totals at the bottom</source>
        <translation>Une ligne par donne, une colonne par joueur, les totaux en bas</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="130"/>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="131"/>
        <source>Export the score sheet as CSV</source>
        <translation>Exporter la feuille de marque en CSV</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="132"/>
        <source>Save the score sheet as a CSV file for a spreadsheet</source>
        <translation>Enregistrer la feuille de marque en fichier CSV pour un tableur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="141"/>
        <source>Show the rows folded away</source>
        <translation>Afficher les lignes repliées</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="321"/>
        <source>Names: {0}</source>
        <translation>Noms&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="438"/>
        <source>Fold rows to fit</source>
        <translation>Replier les anciennes lignes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="439"/>
        <source>Fold away the oldest rows again, so that the sheet fits without scrolling</source>
        <translation>Replier à nouveau les lignes les plus anciennes, pour que la feuille tienne sans défilement</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="441"/>
        <source>Show 1 folded row</source>
        <translation>Afficher 1 ligne repliée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="441"/>
        <source>Show {0} folded rows</source>
        <translation>Afficher {0} lignes repliées</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="443"/>
        <source>1 row is folded away so that the sheet fits without scrolling. The totals still count it.</source>
        <translation>1 ligne est repliée pour que la feuille tienne sans défilement. Les totaux la comptent toujours.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="445"/>
        <source>{0} rows are folded away so that the sheet fits without scrolling: the last still to come first, then the oldest. The totals still count them.</source>
        <translation>{0} lignes sont repliées pour que la feuille tienne sans défilement&#xa0;: les dernières à venir d’abord, puis les plus anciennes. Les totaux les comptent toujours.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="686"/>
        <source>Export score sheet</source>
        <translation>Exporter la feuille de marque</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="686"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="695"/>
        <source>Export failed</source>
        <translation>Échec de l’exportation</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/score_sheet.py" line="695"/>
        <source>Could not write {path}: {error}</source>
        <translation>Impossible d’écrire {path}&#xa0;: {error}</translation>
    </message>
</context>
<context>
    <name>Scorekeeper</name>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_form.py" line="50"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_form.py" line="51"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_form.py" line="52"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_form.py" line="53"/>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="59"/>
        <source>Score sheets (*.json);;All files (*)</source>
        <translation>Feuilles de marque (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="665"/>
        <source>Revoke or wrong number of cards: the round is redealt by the same dealer and the offender loses 10 points.</source>
        <translation>Renonce ou mauvais nombre de cartes&#xa0;: la donne est redistribuée par le même donneur et le fautif perd 10 points.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="698"/>
        <source>The Bugami seed has no penalties; if the players agree, replay the deal.</source>
        <translation>Les règles du Bugami ne prévoient pas de pénalité&#xa0;; si les joueurs sont d’accord, rejouez la donne.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bleeding_hearts.py" line="190"/>
        <source>The Bleeding Hearts seed has no penalties; if the players agree, replay the deal.</source>
        <translation>Les règles du Bleeding Hearts ne prévoient pas de pénalité&#xa0;; si les joueurs sont d’accord, rejouez la donne.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="975"/>
        <source>The Minibridge seed has no penalties; if the players agree, replay the deal.</source>
        <translation>Les règles du Minibridge ne prévoient pas de pénalité&#xa0;; si les joueurs sont d’accord, rejouez la donne.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="488"/>
        <source>The Dumb-Bunny seed has no penalties; if the players agree, replay the hand.</source>
        <translation>Les règles du Dumb-Bunny ne prévoient pas de pénalité&#xa0;; si les joueurs sont d’accord, rejouez la main.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_form.py" line="70"/>
        <source>♠ Spades</source>
        <translation>♠ Pique</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_form.py" line="71"/>
        <source>♥ Hearts</source>
        <translation>♥ Cœur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_form.py" line="72"/>
        <source>♦ Diamonds</source>
        <translation>♦ Carreau</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_form.py" line="73"/>
        <source>♣ Clubs</source>
        <translation>♣ Trèfle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="529"/>
        <location filename="../../cardtable/ui/scorekeeper_form.py" line="78"/>
        <source>No trumps</source>
        <translation>Sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="485"/>
        <source>Table %1 · %2</source>
        <translation>Table %1 · %2</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="262"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="477"/>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="433"/>
        <location filename="../../cardtable/ui/games/minibridge.py" line="597"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="477"/>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="433"/>
        <source>Bid</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="480"/>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="433"/>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="262"/>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="264"/>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="550"/>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="458"/>
        <source> (deals)</source>
        <translation> (donne)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="461"/>
        <source>bid</source>
        <translation>annonce</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="462"/>
        <source>tricks</source>
        <translation>plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="494"/>
        <source>Even</source>
        <translation>Équilibre</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="495"/>
        <source>Over-bid</source>
        <translation>Annonces en excès</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="496"/>
        <source>Under-bid</source>
        <translation>Annonces en déficit</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="502"/>
        <source>%1: the bids total %2 for 1 trick. Now enter the tricks taken (%4 of 1 so far).</source>
        <translation>%1&#xa0;: les annonces totalisent %2 pour 1 pli. Saisissez maintenant les plis faits (%4 sur 1 pour l’instant).</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="505"/>
        <source>%1: the bids total %2 for %3 tricks. Now enter the tricks taken (%4 of %3 so far).</source>
        <translation>%1&#xa0;: les annonces totalisent %2 pour %3 plis. Saisissez maintenant les plis faits (%4 sur %3 jusqu’ici).</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="516"/>
        <source>Bids so far total %1 for 1 trick.</source>
        <translation>Les annonces totalisent jusqu’ici %1 pour 1 pli.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="517"/>
        <source>Bids so far total %1 for %2 tricks.</source>
        <translation>Les annonces totalisent jusqu’ici %1 pour %2 plis.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="466"/>
        <source>Turnip&apos;s suit</source>
        <translation>Couleur du Turnip</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="468"/>
        <source>The turnip is turned up after the bids: its suit is the Turnip bidders&apos; bug suit</source>
        <translation>Le Turnip est retourné après les annonces&#xa0;: sa couleur est la couleur bug de ceux qui ont annoncé Turnip</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="472"/>
        <location filename="../../cardtable/ui/games/bugami.py" line="498"/>
        <location filename="../../cardtable/ui/games/minibridge.py" line="618"/>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="474"/>
        <source>Turnip turned up:</source>
        <translation>Turnip retourné&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="479"/>
        <source>Doublets</source>
        <translation>Doublets</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="480"/>
        <source>Bug cards</source>
        <translation>Cartes bug</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="495"/>
        <source>Turnip</source>
        <translation>Turnip</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="497"/>
        <source>Zero</source>
        <translation>Zéro</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="551"/>
        <source>%1 bid</source>
        <translation>Annonce de %1</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="552"/>
        <source>%1 tricks</source>
        <translation>Plis de %1</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="553"/>
        <source>%1 bug cards taken</source>
        <translation>Cartes bug prises par %1</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="558"/>
        <source>%1 doublets</source>
        <translation>Doublets de %1</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="583"/>
        <source>No bid is entered for %1: choose every player&apos;s bid.</source>
        <translation>Aucune annonce saisie pour %1&#xa0;: choisissez l’annonce de chaque joueur.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="587"/>
        <source>Someone bid Turnip: choose the suit of the turnip turned up.</source>
        <translation>Quelqu’un a annoncé Turnip&#xa0;: choisissez la couleur du turnip retourné.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="594"/>
        <source>Tricks entered: %1 of %2.</source>
        <translation>Plis saisis&#xa0;: %1 sur %2.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="597"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="611"/>
        <source>Strain</source>
        <translation>Dénomination</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="613"/>
        <source>Part-score</source>
        <translation>Partielle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="614"/>
        <source>Game</source>
        <comment>contract level, as against a part-score</comment>
        <translation>Manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="615"/>
        <source>Part-score or game</source>
        <translation>Partielle ou manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="616"/>
        <source>Tricks taken by the declaring side</source>
        <translation>Plis faits par le camp du déclarant</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="622"/>
        <source>&amp;Contract:</source>
        <translation>&amp;Contrat&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="624"/>
        <source>Declarer&apos;s &amp;tricks:</source>
        <translation>&amp;Plis du déclarant&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="664"/>
        <source> (deals, announces first)</source>
        <translation> (donne, annonce en premier)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="666"/>
        <source>%1 points</source>
        <translation>Points de %1</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="685"/>
        <source>Choose the contract: its strain, and part-score or game.</source>
        <translation>Choisissez le contrat&#xa0;: sa dénomination, et partielle ou manche.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="687"/>
        <source>Enter the tricks taken by the declaring side.</source>
        <translation>Saisissez les plis faits par le camp du déclarant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="701"/>
        <source>The points add up to %1 of 40.</source>
        <translation>Les points totalisent %1 sur 40.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="704"/>
        <source>20–20: the deal is thrown in and the same dealer deals again.</source>
        <translation>20–20&#xa0;: la donne est annulée et le même donneur redistribue.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="711"/>
        <source>%1 declares for %2 (%3–%4), %5 is dummy. Now enter the contract and the tricks.</source>
        <translation>%1 est déclarant pour %2 (%3–%4), %5 est le mort. Saisissez maintenant le contrat et les plis.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="261"/>
        <location filename="../../cardtable/ui/games/minibridge.py" line="708"/>
        <source>North–South</source>
        <translation>Nord–Sud</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="263"/>
        <location filename="../../cardtable/ui/games/minibridge.py" line="708"/>
        <source>East–West</source>
        <translation>Est–Ouest</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="720"/>
        <source>made: %1 to %2</source>
        <translation>réussi&#xa0;: %1 pour %2</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="722"/>
        <source>down %1: %2 to the defenders</source>
        <translation>chute de %1&#xa0;: %2 pour la défense</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="724"/>
        <source>%1 declares for %2 (%3–%4), %5 is dummy. Needs %6 tricks; %7.</source>
        <translation>%1 joue le contrat pour %2 (%3–%4), %5 est le mort. Il faut %6 plis&#xa0;; %7.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="260"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="275"/>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="298"/>
        <source>%1 (N) &amp; %2 (S)</source>
        <translation>%1 (N) &amp; %2 (S)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="299"/>
        <source>%1 (E) &amp; %2 (W)</source>
        <translation>%1 (E) &amp; %2 (O)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="301"/>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="304"/>
        <source>Table %1, tricks of %2 and %3</source>
        <translation>Table %1, plis de %2 et %3</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="317"/>
        <source>Enter the tricks taken at table %1.</source>
        <translation>Saisissez les plis faits à la table %1.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="322"/>
        <source>Swap hand: each side scores the other side&apos;s tricks.</source>
        <translation>Main d’échange&#xa0;: chaque camp marque les plis de l’autre.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="543"/>
        <source>Table %1: %2 deals.</source>
        <translation>Table %1&#xa0;: %2 donne.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="56"/>
        <source>Score a game played with real cards. Pick the game, type the players&apos; names in seat order (clockwise), and enter each round as it is played.</source>
        <translation>Marquez une partie jouée avec de vraies cartes. Choisissez le jeu, tapez les noms des joueurs dans l’ordre des places (sens des aiguilles d’une montre), puis saisissez chaque donne au fil du jeu.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="68"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="69"/>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="71"/>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="72"/>
        <source>&amp;Players:</source>
        <translation>Jo&amp;ueurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="75"/>
        <source>Names</source>
        <translation>Noms</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="91"/>
        <source>Dealer and house rules</source>
        <translation>Donneur et règles maison</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="94"/>
        <source>First dealer</source>
        <translation>Premier donneur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="95"/>
        <source>&amp;First dealer:</source>
        <translation>&amp;Premier donneur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="105"/>
        <source>&amp;Resume the last sheet</source>
        <translation>&amp;Reprendre la dernière feuille</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="106"/>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="239"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="107"/>
        <source>&amp;Start scoring</source>
        <translation>&amp;Commencer la marque</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="143"/>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="151"/>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="200"/>
        <source>Round so far</source>
        <translation>Donne en cours</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="204"/>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="210"/>
        <source>Enter in any box of the round, or Ctrl+Enter</source>
        <translation>Entrée dans une case de la donne, ou Ctrl+Entrée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="211"/>
        <source>&amp;Penalty…</source>
        <translation>Péna&amp;lité…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="212"/>
        <source>&amp;Undo last entry</source>
        <translation>&amp;Annuler la dernière saisie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="213"/>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="232"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="238"/>
        <source>&amp;New sheet</source>
        <translation>&amp;Nouvelle feuille</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="240"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="241"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper_pages.py" line="242"/>
        <source>&amp;Export CSV…</source>
        <translation>E&amp;xporter en CSV…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="76"/>
        <location filename="../../cardtable/ui/scorekeeper.py" line="77"/>
        <source>Scorekeeper</source>
        <translation>Marqueur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="151"/>
        <source>%1 — scorekeeper</source>
        <translation>%1 — marqueur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="672"/>
        <source>Round</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="525"/>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="295"/>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="199"/>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 sur %3</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="299"/>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="676"/>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="541"/>
        <location filename="../../cardtable/ui/games/minibridge.py" line="979"/>
        <source>%1 deals.</source>
        <translation>%1 distribue.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="678"/>
        <source>%1 cards each</source>
        <translation>%1 cartes chacun</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="680"/>
        <source>1 card each</source>
        <translation>1 carte chacun</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="683"/>
        <source>trumps (turn up the next card)</source>
        <translation>atout (retournez la carte suivante)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="685"/>
        <source>no trumps</source>
        <translation>sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="687"/>
        <source>%1 bids first and leads.</source>
        <translation>%1 annonce en premier et entame.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="980"/>
        <source>Enter the points each player announces, then the contract.</source>
        <translation>Saisissez les points annoncés par chaque joueur, puis le contrat.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="531"/>
        <source>%1 trumps</source>
        <translation>atout %1</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="534"/>
        <source>swap: each side scores the other side&apos;s tricks</source>
        <translation>échange&#xa0;: chaque camp marque les plis de l’autre</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="535"/>
        <source>blind: cards are played face down</source>
        <translation>aveugle&#xa0;: les cartes sont jouées face cachée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="536"/>
        <source>then new partners</source>
        <translation>puis nouveaux partenaires</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="537"/>
        <source>then East–West move to the next table</source>
        <translation>puis Est–Ouest passent à la table suivante</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="301"/>
        <source>1 trick.</source>
        <translation>1 pli.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="302"/>
        <source>%1 tricks.</source>
        <translation>%1 plis.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="303"/>
        <source>Enter each bid, then the tricks taken and the bug cards in them.</source>
        <translation>Saisissez chaque annonce, puis les plis faits et les cartes bug qu’ils contiennent.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="692"/>
        <source>Record &amp;tricks</source>
        <translation>Noter les &amp;plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="693"/>
        <source>Record &amp;bids</source>
        <translation>Noter les annon&amp;ces</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="309"/>
        <source>&amp;Record round</source>
        <translation>No&amp;ter la donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="223"/>
        <source>Game over — %1 wins!</source>
        <translation>Partie terminée — %1 gagne&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="225"/>
        <source>Game over — %1 share the win!</source>
        <translation>Partie terminée — %1 se partagent la victoire&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="268"/>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="274"/>
        <source>Offender</source>
        <translation>Fautif</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="278"/>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="280"/>
        <source>Revoke not corrected in time</source>
        <translation>Renonce non corrigée à temps</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="281"/>
        <source>Too few or too many cards</source>
        <translation>Trop peu ou trop de cartes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="285"/>
        <source>&amp;Offender:</source>
        <translation>&amp;Fautif&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="286"/>
        <source>&amp;Reason:</source>
        <translation>&amp;Motif&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="312"/>
        <source>revoke</source>
        <translation>renonce</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="314"/>
        <source>wrong cards</source>
        <translation>mauvais nombre de cartes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="316"/>
        <source>Penalty: %1 (%2)</source>
        <translation>Pénalité&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="318"/>
        <source>Deal %1: 20–20, redealt</source>
        <translation>Donne %1&#xa0;: 20–20, redistribuée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="705"/>
        <source>%1 cards</source>
        <translation>%1 cartes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="707"/>
        <source>1 card</source>
        <translation>1 carte</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="710"/>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="549"/>
        <location filename="../../cardtable/ui/games/minibridge.py" line="984"/>
        <source>NT</source>
        <translation>SA</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="712"/>
        <source>even</source>
        <translation>équilibre</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="713"/>
        <source>over-bid</source>
        <translation>excès</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="714"/>
        <source>under-bid</source>
        <translation>déficit</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="716"/>
        <source>Round %1 · %2 · %3</source>
        <translation>Donne %1 · %2 · %3</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="985"/>
        <source>game</source>
        <translation>manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="985"/>
        <source>part-score</source>
        <translation>partielle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="990"/>
        <source>made</source>
        <translation>réussi</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="992"/>
        <source>down %1</source>
        <translation>chute de %1</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="995"/>
        <source>Deal %1 · %2 %3 %4 · %5</source>
        <translation>Donne %1 · %2 %3 %4 · %5</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="550"/>
        <source>swap</source>
        <translation>échange</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="550"/>
        <source>blind</source>
        <translation>aveugle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="552"/>
        <source>Hand %1 · %2%3</source>
        <translation>Main %1 · %2%3</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="317"/>
        <source>Deal %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="724"/>
        <source>%1   (bid %2 %3)</source>
        <translation>%1   (annonce %2 %3)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="732"/>
        <source>zero</source>
        <translation>zéro</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="734"/>
        <source>turnip %1</source>
        <translation>turnip %1</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="736"/>
        <source>%1 doublets</source>
        <comment>%1 is a suit symbol</comment>
        <translation>%1 Doublets</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="355"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="365"/>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="381"/>
        <source>Open a score sheet</source>
        <translation>Ouvrir une feuille de marque</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="389"/>
        <source>Cannot open this score sheet</source>
        <translation>Impossible d’ouvrir cette feuille de marque</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="409"/>
        <source>Save the score sheet</source>
        <translation>Enregistrer la feuille de marque</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="421"/>
        <source>Cannot save</source>
        <translation>Impossible d’enregistrer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="431"/>
        <source>Export CSV</source>
        <translation>Exporter en CSV</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="431"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/scorekeeper.py" line="439"/>
        <source>Cannot export</source>
        <translation>Impossible d’exporter</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../../cardtable/ui/shortcuts.py" line="54"/>
        <source>Choose a card of your hand</source>
        <translation>Choisir une carte de votre main</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/shortcuts.py" line="54"/>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/shortcuts.py" line="55"/>
        <source>Play the chosen card</source>
        <translation>Jouer la carte choisie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/shortcuts.py" line="55"/>
        <location filename="../../cardtable/ui/shortcuts.py" line="58"/>
        <location filename="../../cardtable/ui/shortcuts.py" line="62"/>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/shortcuts.py" line="56"/>
        <source>Bid, announce or choose in the panel above your hand</source>
        <translation>Annoncer ou choisir dans le panneau au-dessus de votre main</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/shortcuts.py" line="57"/>
        <source>the keys the panel shows under its buttons</source>
        <translation>les touches que le panneau indique sous ses boutons</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/shortcuts.py" line="58"/>
        <source>Go on from a round&apos;s summary</source>
        <translation>Passer le bilan d’une donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/shortcuts.py" line="61"/>
        <source>Keep the choice you reopened</source>
        <translation>Garder le choix rouvert</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/shortcuts.py" line="62"/>
        <source>The match&apos;s result: a new game</source>
        <translation>Le résultat du match&#xa0;: une nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/shortcuts.py" line="63"/>
        <source>The match&apos;s result: put it away</source>
        <translation>Le résultat du match&#xa0;: le ranger</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/shortcuts.py" line="63"/>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/shortcuts.py" line="61"/>
        <source>Enter or Esc</source>
        <translation>Entrée ou Échap</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/shortcuts.py" line="77"/>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/shortcuts.py" line="85"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="38"/>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="38"/>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="38"/>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="39"/>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="39"/>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="39"/>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="40"/>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="40"/>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="40"/>
        <source>ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="41"/>
        <source>jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="41"/>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="41"/>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="42"/>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="53"/>
        <source>two of {0}</source>
        <translation>le deux de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="53"/>
        <source>three of {0}</source>
        <translation>le trois de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="53"/>
        <source>four of {0}</source>
        <translation>le quatre de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="54"/>
        <source>five of {0}</source>
        <translation>le cinq de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="54"/>
        <source>six of {0}</source>
        <translation>le six de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="54"/>
        <source>seven of {0}</source>
        <translation>le sept de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="55"/>
        <source>eight of {0}</source>
        <translation>le huit de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="55"/>
        <source>nine of {0}</source>
        <translation>le neuf de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="55"/>
        <source>ten of {0}</source>
        <translation>le dix de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="56"/>
        <source>jack of {0}</source>
        <translation>le valet de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="56"/>
        <source>queen of {0}</source>
        <translation>la dame de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="56"/>
        <source>king of {0}</source>
        <translation>le roi de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="57"/>
        <source>ace of {0}</source>
        <translation>l’as de {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="68"/>
        <source>no cards</source>
        <translation>aucune carte</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="98"/>
        <source>{0} {1}: {2} deals.</source>
        <translation>{0} {1}&#xa0;: {2} distribue.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="101"/>
        <location filename="../../cardtable/ui/announcer.py" line="203"/>
        <source>Your hand: {0}.</source>
        <translation>Votre main&#xa0;: {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="103"/>
        <source>Your hand is face down.</source>
        <translation>Votre main est face cachée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="107"/>
        <source>Turned up: the {0}; {1} are trumps.</source>
        <translation>Carte retournée&#xa0;: {0}&#xa0;; atout {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="115"/>
        <source>You change your bid to {0}.</source>
        <translation>Vous changez votre annonce pour {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="116"/>
        <source>{0} changes their bid to {1}.</source>
        <translation>{0} change son annonce pour {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="118"/>
        <source>You bid {0}.</source>
        <translation>Vous annoncez {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="119"/>
        <source>{0} bids {1}.</source>
        <translation>{0} annonce {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="122"/>
        <source>even</source>
        <translation>équilibre</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="122"/>
        <source>over</source>
        <translation>excès</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="123"/>
        <source>under</source>
        <translation>déficit</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="125"/>
        <source>Bids total {0} for 1 trick: {1}.</source>
        <translation>Les annonces totalisent {0} pour 1 pli&#xa0;: {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="126"/>
        <source>Bids total {0} for 1 trick: {2}.</source>
        <translation>Les annonces totalisent {0} pour 1 pli&#xa0;: {2}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="127"/>
        <source>Bids total {0} for {1} tricks: {2}.</source>
        <translation>Les annonces totalisent {0} pour {1} plis&#xa0;: {2}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="132"/>
        <source>{0} has chosen.</source>
        <translation>{0} a choisi.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="138"/>
        <source>zero</source>
        <translation>zéro</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="140"/>
        <source>Turnip</source>
        <translation>Turnip</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="142"/>
        <source>avoid {0}</source>
        <translation>évitez {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="143"/>
        <source>avoids {0}</source>
        <translation>évite {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="146"/>
        <source>with Doublets</source>
        <translation>avec Doublets</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="148"/>
        <source>Bids: {0}.</source>
        <translation>Annonces&#xa0;: {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="151"/>
        <source>The Turnip is the {0}.</source>
        <translation>Le Turnip est&#xa0;: {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="154"/>
        <source>{0} announces 1 point.</source>
        <translation>{0} annonce 1 point.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="155"/>
        <source>{0} announces {1} points.</source>
        <translation>{0} annonce {1} points.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="158"/>
        <source>20–20: thrown in; {0} deals again.</source>
        <translation>20–20&#xa0;: donne annulée&#xa0;; {0} redistribue.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="161"/>
        <source>{0} declares; {1} is dummy.</source>
        <translation>{0} est déclarant&#xa0;; {1} est le mort.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="164"/>
        <source>Dummy: {0}.</source>
        <translation>Le mort&#xa0;: {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="167"/>
        <source>game</source>
        <translation>manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="167"/>
        <source>part-score</source>
        <translation>partielle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="168"/>
        <source>Contract: {0} in {1} by {2}; {3} tricks needed.</source>
        <translation>Contrat&#xa0;: {0} à {1} par {2}&#xa0;; {3} plis demandés.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="175"/>
        <source>You play the {0}.</source>
        <translation>Vous jouez {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="176"/>
        <source>{0} plays the {1}.</source>
        <translation>{0} joue {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="182"/>
        <source>You win trick {0}.</source>
        <translation>Vous gagnez le pli {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="183"/>
        <source>{0} wins trick {1}.</source>
        <translation>{0} gagne le pli {1}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="188"/>
        <source>{0} over. Scores: {1}. Totals: {2}.</source>
        <translation>{0} terminée. Scores&#xa0;: {1}. Totaux&#xa0;: {2}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="192"/>
        <source>Match over. Winner: {0}.</source>
        <translation>Partie terminée. Gagnant&#xa0;: {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="201"/>
        <source>{0} are trumps.</source>
        <translation>Atout {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="208"/>
        <source>On the table: {0}.</source>
        <translation>Sur la table&#xa0;: {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="210"/>
        <source>No card on the table yet.</source>
        <translation>Aucune carte sur la table pour l’instant.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="213"/>
        <source>Tricks won: {0}.</source>
        <translation>Plis gagnés&#xa0;: {0}.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="217"/>
        <source>Your turn.</source>
        <translation>À vous.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="219"/>
        <source>It is {0}&apos;s turn.</source>
        <translation>C’est à {0}.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../../cardtable/ui/start_screen.py" line="75"/>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_screen.py" line="75"/>
        <source>place {0} of {1}</source>
        <translation>{0}e sur {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_screen.py" line="78"/>
        <source>unfinished</source>
        <translation>inachevée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_screen.py" line="80"/>
        <source> (practice)</source>
        <translation> (entraînement)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_screen.py" line="81"/>
        <source>{0}, {1} players — {2} — {3}</source>
        <translation>{0}, {1} joueurs — {2} — {3}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_screen.py" line="232"/>
        <source>Five trick-taking card games against the computer</source>
        <translation>Cinq jeux de levées contre l’ordinateur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_screen.py" line="240"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_screen.py" line="243"/>
        <source>Minibridge &amp;exercises…</source>
        <translation>&amp;Exercices de minibridge…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_screen.py" line="246"/>
        <source>Unfinished games kept for later</source>
        <translation>Parties inachevées gardées pour plus tard</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_screen.py" line="247"/>
        <source>Enter or double-click: resume · Delete: take off the list</source>
        <translation>Entrée ou double-clic&#xa0;: reprendre · Suppr&#xa0;: retirer de la liste</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_screen.py" line="254"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_screen.py" line="256"/>
        <source>Take off the list…</source>
        <translation>Retirer de la liste…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_screen.py" line="260"/>
        <source>Recent matches</source>
        <translation>Parties récentes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_screen.py" line="261"/>
        <source>Enter or double-click: play that game again</source>
        <translation>Entrée ou double-clic&#xa0;: rejouer à ce jeu</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/start_screen.py" line="279"/>
        <source>&amp;Continue: {0}</source>
        <translation>&amp;Continuer&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="81"/>
        <source>1 point</source>
        <translation>1 point</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="81"/>
        <source>{0} points</source>
        <translation>{0} points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="87"/>
        <source>1st</source>
        <translation>1er</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="88"/>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="89"/>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="90"/>
        <source>4th</source>
        <translation>4e</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="91"/>
        <source>5th</source>
        <translation>5e</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="92"/>
        <source>6th</source>
        <translation>6e</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="93"/>
        <source>7th</source>
        <translation>7e</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="94"/>
        <source>8th</source>
        <translation>8e</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="95"/>
        <source>9th</source>
        <translation>9e</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="96"/>
        <source>10th</source>
        <translation>10e</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="97"/>
        <source>11th</source>
        <translation>11e</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="98"/>
        <source>12th</source>
        <translation>12e</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="99"/>
        <source>13th</source>
        <translation>13e</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="100"/>
        <source>14th</source>
        <translation>14e</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="101"/>
        <source>15th</source>
        <translation>15e</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="102"/>
        <source>16th</source>
        <translation>16e</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="237"/>
        <source>Score chart</source>
        <translation>Courbe des scores</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="250"/>
        <source>No match in progress.
Game ▸ New to start one.</source>
        <translation>Aucune partie en cours.
Partie ▸ Nouvelle pour en commencer une.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="257"/>
        <source>NS ({0} &amp; {1})</source>
        <translation>NS ({0} et {1})</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="258"/>
        <source>EW ({0} &amp; {1})</source>
        <translation>EO ({0} et {1})</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="265"/>
        <source>The chart starts when the first round is scored.</source>
        <translation>La courbe commence quand la première donne est marquée.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="279"/>
        <source>Running totals after round {0}: {1}</source>
        <translation>Totaux cumulés après la donne {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="280"/>
        <location filename="../../cardtable/ui/statistics.py" line="382"/>
        <source>target {0}</source>
        <translation>objectif {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="298"/>
        <source>{0} {1} (leads the others)</source>
        <translation>{0} {1} (en tête des autres)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="300"/>
        <source>{0} others</source>
        <translation>{0} autres</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="419"/>
        <source>After round {0}</source>
        <translation>Après la donne {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="420"/>
        <source>{0}: {1}</source>
        <comment>a player&apos;s running total in the chart&apos;s tip</comment>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="434"/>
        <source>Results over time</source>
        <translation>Résultats dans le temps</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="443"/>
        <source>No finished matches yet for this choice.</source>
        <translation>Aucune partie terminée pour ce choix.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="452"/>
        <source>1 finished match: {1}, {2} of {3}</source>
        <translation>1 partie terminée&#xa0;: {1}, {2} sur {3}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="453"/>
        <source>{0} finished matches; the last: {1}, {2} of {3}</source>
        <translation>{0} parties terminées&#xa0;; la dernière&#xa0;: {1}, {2} sur {3}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="564"/>
        <source>1 round</source>
        <translation>1 donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="564"/>
        <source>{0} rounds</source>
        <translation>{0} donnes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="565"/>
        <source>Match {0}, {1}
{2}, {3} of {4}, {5}</source>
        <translation>Partie {0}, {1}
{2}, {3} sur {4}, {5}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="464"/>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="473"/>
        <source>Final total per match (average {0})</source>
        <translation>Total final par partie (moyenne {0})</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="478"/>
        <source>Place per match</source>
        <translation>Place par partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="498"/>
        <source>Match number · {0}</source>
        <translation>Numéro de partie · {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="522"/>
        <source>thick line: average of the last {0}</source>
        <translation>trait épais&#xa0;: moyenne des {0} dernières</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="578"/>
        <source>{0} of {1} ({2})</source>
        <translation>{0} sur {1} ({2})</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="590"/>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="591"/>
        <source>Average score per match</source>
        <translation>Score moyen par partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="592"/>
        <source>Best final score</source>
        <translation>Meilleur score final</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="230"/>
        <source>Rounds played</source>
        <translation>Donnes jouées</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="230"/>
        <source>Average score per round</source>
        <translation>Score moyen par donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="607"/>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="610"/>
        <source>Bids made</source>
        <translation>Annonces réussies</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="881"/>
        <location filename="../../cardtable/ui/games/minibridge.py" line="885"/>
        <source>Contracts made (your side declaring)</source>
        <translation>Contrats réussis (votre camp déclarant)</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="963"/>
        <source>Deals played</source>
        <translation>Donnes jouées</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="963"/>
        <source>Average score per deal</source>
        <translation>Score moyen par donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="598"/>
        <source>Hints used</source>
        <translation>Conseils utilisés</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="589"/>
        <location filename="../../cardtable/ui/statistics.py" line="605"/>
        <source>Unfinished matches</source>
        <translation>Parties non terminées</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="588"/>
        <source>Matches finished</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="608"/>
        <source>Every scored round, in finished and unfinished matches alike</source>
        <translation>Chaque donne marquée, dans les parties terminées comme non terminées</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="609"/>
        <source>Over every scored round, in finished and unfinished matches alike</source>
        <translation>Sur toutes les donnes marquées, dans les parties terminées comme non terminées</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="605"/>
        <source>Matches left before their end; their scored rounds still count in the round figures</source>
        <translation>Parties abandonnées avant la fin&#xa0;; leurs donnes marquées comptent quand même dans les chiffres par donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="885"/>
        <source>Deals in which you or your partner declared, and how many made it</source>
        <translation>Donnes où vous ou votre partenaire avez été déclarant, et combien ont été réussies</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="610"/>
        <source>Rounds in which you took exactly the tricks you bid</source>
        <translation>Donnes où vous avez fait exactement les plis annoncés</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="626"/>
        <location filename="../../cardtable/ui/statistics.py" line="627"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="633"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="637"/>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="638"/>
        <source>&amp;Practice matches instead</source>
        <translation>Afficher plutôt les parties d’&amp;entraînement</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="639"/>
        <source>Matches in which undo was used are practice: they are kept apart and do not count in your figures. Tick to see them.</source>
        <translation>Les parties où vous avez annulé un coup sont des parties d’entraînement&#xa0;: elles sont tenues à part et ne comptent pas dans vos statistiques. Cochez pour les voir.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="642"/>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="644"/>
        <source>P&amp;layers</source>
        <translation>Jo&amp;ueurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="648"/>
        <source>Figures</source>
        <translation>Indicateurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="649"/>
        <source>Figure</source>
        <translation>Indicateur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="649"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="660"/>
        <source>Results chart shows</source>
        <translation>La courbe des résultats montre</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="661"/>
        <source>Final totals</source>
        <translation>Les totaux finaux</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="662"/>
        <source>Places</source>
        <translation>Les places</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="663"/>
        <source>&amp;Chart</source>
        <translation>&amp;Courbe</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="668"/>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="670"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Réinitialiser…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="671"/>
        <source>Delete the statistics shown, after asking</source>
        <translation>Effacer les statistiques affichées, après confirmation</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="722"/>
        <source>All</source>
        <translation>Tous</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="751"/>
        <source>The statistics file could not be read. It was kept as {0} and a fresh one started.</source>
        <translation>Le fichier des statistiques n’a pas pu être lu. Il a été conservé sous {0} et un nouveau a été commencé.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="756"/>
        <source>Practice matches (undo used) are not counted here: {0} finished. Tick “Practice matches instead” to see them.</source>
        <translation>Les parties d’entraînement (avec annulation) ne sont pas comptées ici&#xa0;: {0} terminées. Cochez «&#xa0;Parties d’entraînement à la place&#xa0;» pour les voir.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="772"/>
        <source>all player counts</source>
        <translation>tous les nombres de joueurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="774"/>
        <source>{0} players</source>
        <translation>{0} joueurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="776"/>
        <source>Reset statistics?</source>
        <translation>Réinitialiser les statistiques&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/statistics.py" line="777"/>
        <source>Delete every statistic of {0} ({1}), practice matches and hints included? This cannot be undone.</source>
        <translation>Effacer toutes les statistiques de {0} ({1}), parties d’entraînement et conseils compris&#xa0;? Impossible de revenir en arrière.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="519"/>
        <source>Hands played</source>
        <translation>Mains jouées</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="519"/>
        <source>Average score per hand</source>
        <translation>Score moyen par main</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="607"/>
        <source>zero</source>
        <translation>zéro</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="611"/>
        <location filename="../../cardtable/ui/table_scene.py" line="573"/>
        <source>Turnip</source>
        <translation>Turnip</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="613"/>
        <source>Doublets {0}</source>
        <translation>Doublets {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="613"/>
        <source>bug {0}</source>
        <translation>bug {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="656"/>
        <source>The undealt card, {0}, went with the last trick.</source>
        <translation>La carte non distribuée, {0}, est allée avec le dernier pli.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="657"/>
        <source>The undealt cards, {0}, went with the last trick.</source>
        <translation>Les cartes non distribuées, {0}, sont allées avec le dernier pli.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="671"/>
        <source>has bid</source>
        <translation>✓</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="710"/>
        <source>Zero · no trick</source>
        <translation>Zéro · aucun pli</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="711"/>
        <source>Zero · took 1 trick</source>
        <translation>Zéro · 1 pli fait</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="712"/>
        <source>Zero · took {0} tricks</source>
        <translation>Zéro · {0} plis faits</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="610"/>
        <source>Turnip {0}</source>
        <translation>Turnip {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="716"/>
        <source>no bug card</source>
        <translation>aucune carte bug</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="716"/>
        <source>1 bug card</source>
        <translation>1 carte bug</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="717"/>
        <source>{0} bug cards</source>
        <translation>{0} cartes bug</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="719"/>
        <source>scores 0</source>
        <translation>vaut 0</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugami.py" line="721"/>
        <source>doubled</source>
        <translation>doublé</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="555"/>
        <source>bid {0}</source>
        <translation>annonce {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="806"/>
        <source>{0} pts</source>
        <translation>{0} pts</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="807"/>
        <source>defender</source>
        <translation>défenseur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="808"/>
        <source>declarer</source>
        <translation>déclarant</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="819"/>
        <source>Thrown in: 20–20</source>
        <translation>Donne annulée&#xa0;: 20–20</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="821"/>
        <source>Points being announced</source>
        <translation>Annonce des points en cours</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="822"/>
        <source>Contract not chosen yet</source>
        <translation>Contrat pas encore choisi</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="836"/>
        <location filename="../../cardtable/ui/games/minibridge.py" line="852"/>
        <source>game</source>
        <translation>manche</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="836"/>
        <location filename="../../cardtable/ui/games/minibridge.py" line="852"/>
        <source>part-score</source>
        <translation>partielle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="837"/>
        <source>{0} {1} by {2}, needs {3}</source>
        <translation>{0} {1} par {2}, il faut {3}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="842"/>
        <source>Tricks: NS {0} · EW {1}</source>
        <translation>Plis&#xa0;: NS {0} · EO {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="810"/>
        <source>dummy</source>
        <translation>mort</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="359"/>
        <source>partner</source>
        <translation>partenaire</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="559"/>
        <source>{0} card each</source>
        <translation>{0} carte chacun</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="559"/>
        <source>{0} cards each</source>
        <translation>{0} cartes chacun</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bugger_bridge.py" line="560"/>
        <source>Round {0} of {1}</source>
        <translation>Donne {0} sur {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="832"/>
        <source>Deal {0}</source>
        <translation>Donne {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="366"/>
        <source>swap</source>
        <translation>échange</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="367"/>
        <source>blind</source>
        <translation>aveugle</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="368"/>
        <source>then new partners</source>
        <translation>puis nouveaux partenaires</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="369"/>
        <source>then move tables</source>
        <translation>puis changement de table</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="372"/>
        <source>Hand {0} of {1}</source>
        <translation>Main {0} sur {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="374"/>
        <source>{0}: {1}</source>
        <comment>Hand 8 of 16: swap</comment>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="380"/>
        <source>Tricks: your side {0} – theirs {1} · Swap: you score {1}</source>
        <translation>Plis&#xa0;: votre camp {0} – l’autre {1} · Échange&#xa0;: vous marquez {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="381"/>
        <source>Tricks: your side {0} – theirs {1}</source>
        <translation>Plis&#xa0;: votre camp {0} – l’autre {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="384"/>
        <source>Swap: your side scores the tricks the other side takes</source>
        <translation>Échange&#xa0;: votre camp marque les plis que l’autre camp remporte</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="389"/>
        <source>done</source>
        <translation>terminée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="393"/>
        <source>playing</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="393"/>
        <source>not started yet</source>
        <translation>pas encore commencée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="394"/>
        <source>Table {0}: {1} &amp; {2} {3} – {4} &amp; {5} {6} ({7})</source>
        <translation>Table {0}&#xa0;: {1} et {2} {3} – {4} et {5} {6} ({7})</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="406"/>
        <source>Tables move: you now sit at table {0} with {1}</source>
        <translation>Changement de tables&#xa0;: vous êtes maintenant à la table {0} avec {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/words.py" line="65"/>
        <source>{0} and {1}</source>
        <comment>the last two names of a list</comment>
        <translation>{0} et {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="413"/>
        <source>Tables move: {0} joins your table</source>
        <translation>Changement de tables&#xa0;: {0} rejoint votre table</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="414"/>
        <source>Tables move: {0} join your table</source>
        <translation>Changement de tables&#xa0;: {0} rejoignent votre table</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="416"/>
        <source>{0} is still your partner</source>
        <translation>{0} reste votre partenaire</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="417"/>
        <source>you now play with {0}</source>
        <translation>vous jouez maintenant avec {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="418"/>
        <source>{0}; {1}</source>
        <comment>tables move: who joins; who partners you</comment>
        <translation>{0}&#xa0;; {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="420"/>
        <source>New partners: you now play with {0}</source>
        <translation>Nouveaux partenaires&#xa0;: vous jouez maintenant avec {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="491"/>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="500"/>
        <source>with {0} · 1 trick together</source>
        <translation>avec {0} · 1 pli ensemble</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="501"/>
        <source>with {0} · {1} tricks together</source>
        <translation>avec {0} · {1} plis ensemble</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="504"/>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="511"/>
        <source>A swap hand: each side scores the other side&apos;s tricks.</source>
        <translation>Main d’échange&#xa0;: chaque camp marque les plis de l’autre camp.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="513"/>
        <source>Next, everyone gets a new partner.</source>
        <translation>Ensuite, chacun change de partenaire.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/dumb_bunny.py" line="515"/>
        <source>Next, the East–West players move to the next table.</source>
        <translation>Ensuite, les joueurs Est–Ouest passent à la table suivante.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="131"/>
        <source>Round {0}</source>
        <translation>Donne {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="133"/>
        <source>game is {0}</source>
        <translation>partie en {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="41"/>
        <source>No trumps</source>
        <translation>Sans-atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/badges.py" line="42"/>
        <source>Trumps: {0} {1}</source>
        <translation>Atout&#xa0;: {0} {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/seat_plate.py" line="89"/>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/seat_plate.py" line="93"/>
        <source>{0} trick won</source>
        <translation>{0} pli gagné</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/seat_plate.py" line="93"/>
        <source>{0} tricks won</source>
        <translation>{0} plis gagnés</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/seat_plate.py" line="96"/>
        <source>to play</source>
        <translation>doit jouer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/seat_plate.py" line="107"/>
        <source>won {0}</source>
        <translation>plis&#xa0;: {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/table_scene.py" line="575"/>
        <source>Trumps</source>
        <translation>Atout</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/table_scene.py" line="577"/>
        <source>Undealt ({0})</source>
        <translation>Non distribuées ({0})</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/table_scene.py" line="985"/>
        <source>Deal over — everyone scored {0}</source>
        <translation>Donne terminée — tout le monde a marqué {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/table_scene.py" line="986"/>
        <source>Round over — everyone scored {0}</source>
        <translation>Donne terminée — tout le monde a marqué {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/table_scene.py" line="987"/>
        <source>Deal over — everyone but {1} scored {0}</source>
        <translation>Donne terminée — tout le monde sauf {1} a marqué {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/table_scene.py" line="988"/>
        <source>Round over — everyone but {1} scored {0}</source>
        <translation>Donne terminée — tout le monde sauf {1} a marqué {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/table_scene.py" line="993"/>
        <source>Deal over — most this deal: {1} ({0})</source>
        <translation>Donne terminée — le plus de points sur cette donne&#xa0;: {1} ({0})</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/table_scene.py" line="994"/>
        <source>Round over — most this round: {1} ({0})</source>
        <translation>Donne terminée — le plus de points sur cette donne&#xa0;: {1} ({0})</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/table_scene.py" line="997"/>
        <source>Round over</source>
        <translation>Donne terminée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/table_scene.py" line="997"/>
        <source>Deal over</source>
        <translation>Donne terminée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/table_scene.py" line="1004"/>
        <source>20–20: the same dealer deals again</source>
        <translation>20–20&#xa0;: le même donneur redistribue</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/table_scene.py" line="1014"/>
        <source>Match over — {0}</source>
        <translation>Partie terminée — {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/hint_callout.py" line="232"/>
        <location filename="../../cardtable/ui/hint_callout.py" line="380"/>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="960"/>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/announcer.py" line="86"/>
        <location filename="../../cardtable/ui/games/__init__.py" line="275"/>
        <source>Round</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="77"/>
        <source>took {0} of 1 trick</source>
        <translation>{0} pli fait sur 1</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="78"/>
        <source>took {0} of {1} tricks</source>
        <comment>0 or 1 trick taken</comment>
        <translation>{0} pli fait sur {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="79"/>
        <source>took {0} of {1} tricks</source>
        <translation>{0} plis faits sur {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="84"/>
        <source>bid {0} · made</source>
        <translation>annonce {0} · réussie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="85"/>
        <source>bid {0} · missed: {1}</source>
        <translation>annonce {0} · manquée&#xa0;: {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/minibridge.py" line="743"/>
        <location filename="../../cardtable/ui/round_summary.py" line="95"/>
        <source>NT</source>
        <translation>SA</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="96"/>
        <source>{0} game by {1}, needs {2}</source>
        <translation>manche à {0} par {1}, il faut {2}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="97"/>
        <source>{0} part-score by {1}, needs {2}</source>
        <translation>partielle à {0} par {1}, il faut {2}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="100"/>
        <source>made with an overtrick</source>
        <translation>réussi avec un pli de mieux</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="101"/>
        <source>made with {0} overtricks</source>
        <translation>réussi avec {0} plis de mieux</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="103"/>
        <source>made</source>
        <translation>réussi</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="105"/>
        <source>{0} down</source>
        <translation>{0} de chute</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="106"/>
        <source>{0} · {1}</source>
        <comment>a contract · how it went</comment>
        <translation>{0} · {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="129"/>
        <source>{0} {1} is thrown in (20–20): the same dealer deals again</source>
        <translation>{0} {1} annulée (20–20)&#xa0;: le même donneur redistribue</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="132"/>
        <source>{0} {1} is over</source>
        <translation>{0} {1} terminée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="139"/>
        <location filename="../../cardtable/ui/table_scene.py" line="978"/>
        <source>{0} &amp; {1}</source>
        <translation>{0} &amp; {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="194"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="198"/>
        <source>Continue automatically</source>
        <translation>Continuer automatiquement</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="201"/>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="206"/>
        <source>Back to the exercises</source>
        <translation>Retour aux exercices</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="210"/>
        <source>Round summary</source>
        <translation>Résumé de la donne</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="223"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="223"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="224"/>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="225"/>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/__init__.py" line="291"/>
        <location filename="../../cardtable/ui/round_summary.py" line="225"/>
        <source>Bid</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="226"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="226"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/round_summary.py" line="246"/>
        <source>{0}. {1}</source>
        <comment>a place and a name in the final result</comment>
        <translation>{0}. {1}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/games/bleeding_hearts.py" line="181"/>
        <source>The turnip, {0}, went with the last trick.</source>
        <translation>Le Turnip, {0}, est allé avec le dernier pli.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../cardtable/ui/table_view.py" line="40"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/table_view.py" line="148"/>
        <source>{0}, {1} of {2} playable</source>
        <translation>{0}, carte jouable {1} sur {2}</translation>
    </message>
</context>
<context>
    <name>TrickHistory</name>
    <message>
        <location filename="../../cardtable/ui/history_dock.py" line="112"/>
        <source>Tricks played this round</source>
        <translation>Plis joués dans cette donne</translation>
    </message>
</context>
</TS>
