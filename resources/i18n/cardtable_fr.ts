<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="174"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="175"/>
        <source>&amp;New…</source>
        <translation>&amp;Nouvelle…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="176"/>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="177"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="178"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="179"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="180"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="181"/>
        <source>Score&amp;keeper…</source>
        <translation>&amp;Marqueur…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="183"/>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="184"/>
        <source>&amp;Claim the rest…</source>
        <translation>Ré&amp;clamer le reste…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="185"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="188"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="190"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="194"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Dernier pli</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="195"/>
        <source>&amp;Review last round…</source>
        <translation>&amp;Revoir la dernière donne…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="196"/>
        <source>How would the &amp;computer have done?</source>
        <translation>Qu’aurait fait l’&amp;ordinateur ?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="197"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Vitesse des animations</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="205"/>
        <source>&amp;Cards</source>
        <translation>&amp;Cartes</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="206"/>
        <source>&amp;Four-colour deck</source>
        <translation>Jeu à &amp;quatre couleurs</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="210"/>
        <source>&amp;High contrast</source>
        <translation>&amp;Contraste élevé</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="225"/>
        <source>Back: {0}</source>
        <translation>Dos : {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="232"/>
        <source>cardtable&apos;s own deck</source>
        <translation>Le jeu de cardtable</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="249"/>
        <source>&amp;Practice</source>
        <translation>&amp;Entraînement</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="250"/>
        <source>&amp;Minibridge exercises…</source>
        <translation>Exercices de &amp;minibridge…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="252"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="253"/>
        <source>&amp;Rules…</source>
        <translation>&amp;Règles…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="254"/>
        <source>&amp;About cardtable</source>
        <translation>À &amp;propos de cardtable</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="335"/>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="336"/>
        <source>cardtable hit an unexpected error ({0}).

Your game is saved and will be offered when you start cardtable again. The details are in:
{1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="352"/>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="358"/>
        <source>Cannot open this game</source>
        <translation>Impossible d’ouvrir cette partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="366"/>
        <source>Resume?</source>
        <translation>Reprendre ?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="367"/>
        <source>A {0} match was interrupted. Resume it where it stopped?</source>
        <translation>Une partie de {0} a été interrompue. La reprendre là où elle s’est arrêtée ?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="387"/>
        <source>Saved {0}</source>
        <translation>{0} enregistrée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="392"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="402"/>
        <source>A hint is for your own decision: wait for your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="406"/>
        <source>Thinking about a hint…</source>
        <translation>Recherche d’un conseil…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="417"/>
        <source>Only declarer can claim, when it is declarer&apos;s or dummy&apos;s turn to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="423"/>
        <location filename="../../cardtable/ui/main_window.py" line="433"/>
        <source>Claim</source>
        <translation>Réclamation</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="424"/>
        <source>How many of the {0} remaining tricks do you claim?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="430"/>
        <source>The claim does not stand: the defence holds you to {0} of the {1} remaining tricks. For example: {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="432"/>
        <source>Claim refused: the defence holds you to {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="438"/>
        <source>Claim accepted: {0} of the {1} remaining tricks are yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="454"/>
        <source>Hint: {0}</source>
        <translation>Conseil : {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="474"/>
        <source>Undone: back to your previous decision (practice match)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="506"/>
        <source>Match over — winner: {0}. Game ▸ New for another.</source>
        <translation>Partie terminée — gagnant : {0}. Partie ▸ Nouvelle pour rejouer.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="511"/>
        <source>Dealing…</source>
        <translation>Distribution…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="520"/>
        <source>Waiting for {0}…</source>
        <translation>En attente de {0}…</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="576"/>
        <source> from dummy</source>
        <translation> depuis le mort</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="578"/>
        <source>Blind hand: pick any face-down card</source>
        <translation>Donne à l’aveugle : prenez une carte face cachée</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="580"/>
        <source>Your lead{0}</source>
        <translation>À vous d’entamer{0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="581"/>
        <source>Your turn to play{0}</source>
        <translation>À vous de jouer{0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="588"/>
        <source>, even is {0}</source>
        <translation>, l’équilibre est à {0}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="589"/>
        <source>Bid 0–{0}: {1} bid so far{2}</source>
        <translation>Annoncez 0–{0} : {1} demandés jusqu’ici{2}</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="591"/>
        <source>Announce your points</source>
        <translation>Annoncez vos points</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="591"/>
        <source>Choose the contract</source>
        <translation>Choisissez le contrat</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="592"/>
        <source>Choose your bid — bids are revealed together</source>
        <translation>Choisissez votre annonce — elles sont révélées ensemble</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="662"/>
        <source>No round has been played to the end yet.</source>
        <translation>Aucune donne n’a encore été jouée jusqu’au bout.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="675"/>
        <source>Play a round first: then the computer plays the same cards in your seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="682"/>
        <source>The computer is playing round {0} again in your seat…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="690"/>
        <source>The replay failed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="693"/>
        <source>Round {0}, same cards for everyone:

You: {1} points ({2} tricks)
The computer ({3}) in your seat: {4} points ({5} tricks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="698"/>
        <source>How would the computer have done?</source>
        <translation>Qu’aurait fait l’ordinateur ?</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="706"/>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="706"/>
        <source>No trick has been played yet.</source>
        <translation>Aucun pli n’a encore été joué.</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="723"/>
        <source>About cardtable</source>
        <translation>À propos de cardtable</translation>
    </message>
    <message>
        <location filename="../../cardtable/ui/main_window.py" line="724"/>
        <source>cardtable {0}
Five trick-taking card games against the computer.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrickHistory</name>
    <message>
        <location filename="../../cardtable/ui/history_dock.py" line="26"/>
        <source>Tricks played this round</source>
        <translation>Plis joués dans cette donne</translation>
    </message>
</context>
</TS>
