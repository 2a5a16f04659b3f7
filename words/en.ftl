## The catalogue: en. Sections by area; keys are area-thing-detail.

## common

words-language-name = English

## games (engine errors, reasons, events)

## bot (store, tables, errors)

## commands

## help and rules

# /help and /rules. The /rules pages are Fluent multiline values; a line starting with ** (or * [ .)
# begins with a quoted literal such as {"**"}, because Fluent reserves those characters there.
help-title = Dream Games
help-games = Games: { $games }
help-game = **{ $title }** ({ $min }-{ $max })
help-commands =
    {"**"}/play <game>:** open a table in this channel; friends press **Join**, the host presses **Start**.
    {"**"}/rules game:** how a game is played.
    {"**"}/stats [user] [game]:** lifetime results, ratings and achievements. **/history:** your last games.
    {"**"}/leaderboard game: [board]:** the best rated players, in this server or everywhere.
    {"**"}/replay table:** watch a finished game again, move by move. **/preferences ping: game:** be called to new tables.
    {"**"}/table end:** end this channel's table without results (host or Manage Server).
    {"**"}/settings turn_time:** the server's default seconds per decision (Manage Server).

    During a game you only click: your private hand or role comes by DM, and the **My hand** button (in Somna **My role**) on the table message shows it again at any time. When your time runs out I play a sensible default for you; after two in a row you are marked away until you press **I'm back**.
rules-button-previous = Previous
rules-button-next = Next
rules-heading = { $game }: { $page }
rules-footer = Page { $number } of { $count }
rules-not-yours = Use /rules to open your own copy.
rules-missing = I have no rules text for { $game } yet; see /help.

# /rules somnia: 5 pages (data/rules/somnia.toml counts them)
rules-somnia-1-title = The idea
rules-somnia-1-body =
    A trick-taking game for **2 to 4 players** (Tarte Games, 2019), a cousin of Swiss Jass.

    Everyone starts with **3 life chips** ❤️❤️❤️. Each deal you play all your cards in tricks and collect card points (dream fragments). Collect too many and you are a *Captive of Dream*; tie with someone and a *Black String* ties you together; take no trick at all and you are a *Sleepless Child*. Whoever the deal's ending names loses a life chip.

    Deals go on until someone has **no life chip left** at the end of a deal. The players with the most chips left win (ties share the win).

    {"**"}Dealing.** 3 players: 12 cards each (all 36). 4 players: 9 each. 2 players: only ranks 5 to 10 are used, 6 cards each, and the other 12 form a face-down draw deck. The dealer moves one seat left each deal; the player left of the dealer leads the first trick.
rules-somnia-2-title = Cards and the Nightmare
rules-somnia-2-body =
    36 cards in four colours, shown as 🟥 red, 🟦 blue, 🟩 green and 🟨 yellow, ranks **2 to 10**. On the table a card reads as colour + rank: 🟥7 is the red 7.

    {"**"}Card points** (a plain suit is worth 30):
    `rank    2 3 4 5  6  7 8 9 10`
    `points 0 0 0 0 10  2 3 4 11`

    {"**"}The Nightmare** (trump). No suit is trump when a deal starts. The *first card that does not follow the suit led* makes its suit the Nightmare at once, for that very trick and the rest of the deal. The board shows it with 🌙.

    In the Nightmare suit two cards rise: the **7 becomes the strongest card (rank 12, worth 20)** and the **5 the second strongest (rank 11, worth 13)**. Nightmare order, high to low: 7, 5, 10, 9, 8, 6, 4, 3, 2. The suit is then worth 61, so a deal holds 151 points (120 if no Nightmare was ever set).

    Points are counted with the Nightmare as it stands at the end of the deal: a 7 you took early scores 20 if its suit becomes the Nightmare later.
rules-somnia-3-title = Playing a trick
rules-somnia-3-body =
    The leader plays any card; then each player in turn (clockwise):

    • **Follow the suit led** if you can.
    • A **Nightmare card may always be played**, even when you could follow.
    • **No undertrumping:** a Nightmare card played to a plain-suit lead must beat every Nightmare card already in the trick, unless you hold nothing but Nightmare cards.
    • When the Nightmare is led you may play any Nightmare card, and you never have to give up the Nightmare 7: if it is your only Nightmare card, you may play anything.
    • If you cannot follow, play anything (before the Nightmare is set, that card sets it).

    The highest Nightmare card wins the trick; without one, the highest card of the suit led. The winner takes the cards **face up** (everyone sees every captured pile and its points on the board) and leads the next trick.

    {"**"}2 players:** after each trick the winner draws the top card of the deck, then the other player, while the deck lasts. What you draw comes to you privately.
rules-somnia-4-title = Endings and life chips
rules-somnia-4-body =
    At the end of a deal each player adds up their points. The first rule that applies names the ending and who loses a chip:

    {"**"}3 players**
    1. A player with **no trick** loses: *Sleepless Child*.
    2. A player with **100 points or more** loses: *Captive of Dream*.
    3. Players with **equal points** all lose: *A Black String*.
    4. Otherwise the player **second in points** loses: *Between Dream and The Dawn*.

    {"**"}4 players**
    1. **86 or more** loses: *Captive of Dream*; but a player who took **every point** makes the other three lose: *Monopoly*.
    2. Everyone equal: all lose, *A Black String*.
    3. Top two tied: the third loses; bottom two tied: the second loses (*Solitude*); both pairs tied: all four lose (*Two Black Strings*).
    4. Otherwise second and third lose: *Between Dream and The Dawn*.

    {"**"}2 players**
    1. **86 or more** loses: *Captive of Dream*.
    2. Equal points: both lose, *A Black String*.
    3. Otherwise fewer points loses: *Dreamless Child*.

    Ties of three or more, and several players without a trick, all lose.
rules-somnia-5-title = Playing on this bot
rules-somnia-5-body =
    {"**"}Start:** `/play somnia`, friends press **Join**, the host presses **Start** (2 to 4 players). Option `allow_revoke` turns on the purist revoke rule (below).

    {"**"}Your hand** comes by DM, sorted by colour and rank. When it is your turn the DM has **one button per card you may play**; cards the rules forbid are simply not offered. Every card button is grey (a coloured button could be taken for a suit); a Nightmare card's button says so, e.g. *yellow 7 🌙 Nightmare, ranks 12*. The picture of your hand shows each suit by colour and shape (red ▲, blue ●, green ◆, yellow ★), each card's points (the devil's number) and marks the Nightmare with a dark double frame and a moon tab carrying its trump rank (11 for the 5, 12 for the 7); on your turn the cards you may play stand raised, the others sit lower, darker and hatched. The **My hand** button on the table message shows the same thing at any time (use it if your DMs are closed).

    {"**"}The table message** shows everyone's life chips, the Nightmare (or *not yet set*), the trick in progress with who played what, every captured pile with its points, whose turn it is and, with 2 players, the cards left in the deck. After each trick a line says who took it and what it was worth; after each deal, the ending, everyone's points and who lost a chip.

    {"**"}Revokes** (`allow_revoke` only): you may also play a card the following rules forbid. Those are red buttons in a group of their own that say it plainly: *Revoke: play red 7 (you lose a life chip now)*. The card counts as played (it can even set the Nightmare) and the chip is gone at once.

    {"**"}Time:** if your time runs out I play a quiet card for you (a low card that does not win the trick). Two timeouts in a row mark you away until you press **I'm back**.

# /rules traumland: 5 pages (data/rules/traumland.toml counts them)
rules-traumland-1-title = The idea
rules-traumland-1-body =
    A climbing trick game for **2 to 4 players** (Piatnik 1996, Hartmut Witt).

    Everyone starts at **level 1**. Every trick you win lifts you **one level at once**. The first to reach **12** takes the **12 card** 👑 and sits out the rest of that round. If someone else reaches 12 later in the same round, they take the 12 card away. The game ends with the round in which someone reached 12, and **whoever holds the 12 card wins**; the others are placed by level (equal levels share a place).

    The table message shows each player's level as a track of 12 cells, e.g. `▰▰▰▰▰▱▱▱▱▱▱▱` **5**/12, their cards in hand, tricks won this round, who leads, who passed, and who holds the 12 card. Its picture draws the card on top and every player's track (gold cells up to their level, a crown at 12, an arrow at the player to act).
rules-traumland-2-title = The cards and the deal
rules-traumland-2-body =
    {"**"}44 value cards**: 1 to 11 in four colours, 🟥 red, 🟦 blue, 🟨 yellow and 🟩 green.
    {"**"}4 Divines** ✨ and **4 Dreamers** 🌙, plus the 12 card (only the winner's marker, never dealt).

    Each round, every player's level is marked with a value card taken out of the deck; the rest is shuffled and dealt: **20 cards each** with 2 players, **16** with 3, **12** with 4. The deal passes to the left each round.

    {"**"}Who leads a round**: the player with the lowest level (among equals, the first of them clockwise from the left of the highest player). In the first round, the dealer's left.
rules-traumland-3-title = A trick
rules-traumland-3-body =
    {"**"}Leading.** The **first lead of each round** may be any card: a value card, a Divine ✨, or a Dreamer 🌙 standing for any value card or for a Divine. **Every later lead** (after a trick is won, or after someone reaches 12) is a value card or a Dreamer standing for a value card; a Divine may lead there only when you hold nothing else. A Divine that leads and is answered by no 1 and no Dreamer wins the trick, and the round ends.

    {"**"}Going on.** Play goes to the left. On your turn you may:
    • play a **higher card of the colour on top**;
    • play a **Divine** ✨ (on anything but a Divine);
    • play a **Dreamer** 🌙: on a value card it stands for the same colour and a higher value, or for a Divine; on a Divine it stands for any colour and value;
    • on a Divine, only a **1 of any colour** or a Dreamer may follow; after a 1 the trick goes on in that 1's colour;
    • or **Pass**. Passing never shuts you out: you may play again when the turn comes back.

    {"**"}Winning.** When the turn comes back to whoever played the top card and everyone else passed since, they win the trick (one level, however many cards) and lead the next.
rules-traumland-4-title = The end of a round
rules-traumland-4-body =
    A round ends **at once** when:
    • someone plays the **last card from their hand**: the unfinished trick goes to **nobody** (going out can deny an opponent a trick);
    • a trick is won with a **Divine** (or a Dreamer standing for a Divine) on top.

    {"**"}Reaching 12.** Levels are live: the moment you reach 12 you take the 12 card, your remaining cards leave play and you sit out the rest of the round; the player to your left leads the next trick. If only one player is left in the round, each card they lead is a trick at once: I play those leads for them quickly and show the result.

    The game ends with the round in which someone reached 12.
rules-traumland-5-title = Playing on this bot
rules-traumland-5-body =
    {"**"}/play traumland** opens a table; friends press **Join**, the host presses **Start**.

    {"**"}Your hand** comes by DM, sorted by colour; the cards you may play now are in **bold**. In the picture of your hand they stand raised and clean; the others sit lower, darker and hatched (readable without telling colours apart). Each colour also has a shape: red ▲, blue ●, green ◆, yellow ★; the Dreamer is a moon among stars, the Divine a sun. The **My hand** button on the table message shows it again at any time (only to you).

    {"**"}Your turn.** You get one button per card you may play, and **Pass** when you may pass. When you may play a Dreamer, the prompt is menus instead: **Pass or play a card** (the plain cards) and **Play the Dreamer as…** (split by colours when it leads), where you pick what your Dreamer stands for, a colour and value (or *a Divine*). Only legal plays are ever offered.

    After each trick one line says who won it and their new level; after each round, the levels; at the end, the places, which are saved for **/stats** and **/leaderboard**.

    {"**"}Time.** If your time runs out I pass for you when you may pass, otherwise I play your lowest card.

    {"**"}Options** (when opening the table):
    • `most_beyond_12`: the official variant. Nobody retires at 12, levels count on past 12, and the game ends with the first round that ends with someone at 12 or more; the highest level wins.
    • `lone_player_ends_round`: house rule. The round ends as soon as only one player is left in it.

# /rules somnikum: 5 pages (data/rules/somnikum.toml counts them)
rules-somnikum-1-title = The idea
rules-somnikum-1-body =
    A dream-building game for **2 to 4 players** (Сомникум, GaGa Games 2018; in English *Somnicum*). The Sandman is gone and you make the dreams now.

    In the middle lies a **ring** of dream cards (16 with 2 players, 21 with 3, 24 with 4) with two **flywheels**: ⚫ flywheel 1 and ⚪ flywheel 2, opposite each other. On your turn you move one flywheel clockwise, take the card it stops on and attach it to **your dream**: up to three rows (levels) built like an upside-down pyramid. Lower cards score more.

    The game lasts **three rounds**. After three rounds the most victory points (VP) win; a tie goes to whoever holds the most sand tokens, then it is shared.

    {"**"}Cards.** Each good-dream card belongs to a plot, shown by colour: 🟩 fairy tale, 🟦 underwater world, 🟥 space. It shows 1 to 3 dream particles (🐉 dragon, 🐙 octopus, ☁️ cloud…) and ★ stars (VP). A ⬛ **nightmare** counts as every plot and shows 6 particles, but its 👁️ eyes cost VP. ❓ is the encounter symbol.

    On this bot a card reads like `🟩F10 🐉🏰 ★1`: plot, card id, particles, stars.

    {"*"}The card lists are a reconstruction: the published card contents are not known to us.*
rules-somnikum-2-title = Your turn, click by click
rules-somnikum-2-body =
    Your choices come **by DM** (or with the table's **My hand** button). Only moves the rules allow are offered; each button says what it does.

    {"**"}1. Optional: add a particle.** "Put a 🐉 dragon token on one of your cards", then pick the row: the token goes on that row's **last card** and the card counts as having that particle too. On a card of the token's plot (or a nightmare) it costs 1 token; on another plot you need **two identical tokens** (one goes back to the bag). The button says which.

    {"**"}2. Move a flywheel.** "Move flywheel 1" or "Move flywheel 2", then how far: *Flywheel 1: 3 steps → take F10 dragon+castle ★1 (free)*. A step is one card. The first **3 steps are free**; each further step costs one sand token (you pick which). A move of **1 step gives you 2 tokens**, 2 steps give 1 token. "← Back" lets you choose again until you pay.

    {"**"}3. Attach the card.** "Attach to level 1" extends your top row; level 2 and 3 cards go **under the next pair of cards without a break** in the row above. The button tells you whether the card continues the dream or makes a **break** ✂️ (no particle shared with the card on its left: a token from the bag marks it). A card with ❓ draws as many encounter cards as its level; you keep one ("Keep E05 'Tailwind'").

    If you hold encounter cards you end your turn yourself (**End my turn**), after playing any you like. The one exception: when your card leaves only as many cards on the ring as there are players, the round ends **at once** after you attach it, and nothing more is played.
rules-somnikum-3-title = The table message
rules-somnikum-3-body =
    The table message is always up to date:

    • **The ring**, one line per place, numbered 1 to 16/21/24 clockwise. The flywheel lines sit between places. After each card, `⚫3 ⚪7` says how many steps flywheel 1 and flywheel 2 need to reach it: 3 or less is free.
    • **Every dream**, one line per level: `—` joins two cards, `✂️` is a break, `·` an empty place (the next level goes under pairs), `+🐉` a token placed on a card.
    • ⏳ sand tokens and ❓ encounter cards each player holds (how many is public; which ones is secret). Tokens are kept back up, so their backs are public too: `⏳3 (2 sand, 1 blank)` is three tokens, two with sleepy sand on the back and one blank. The permanent encounter cards face up, the piles.
    • ⚠️ **This turn ends the round** (or **the game** in round 3) when the turn in play will end it, by either condition.
    • A **picture** of the ring with both flywheels and every dream.

    Secret, shown only to you (DM and **My hand**): your tokens' particles, your **goal card**, your encounter cards with their texts.
rules-somnikum-4-title = Encounter cards
rules-somnikum-4-body =
    Encounter cards are played on your own turn: before your move, after taking a card, or after attaching it (but not after the card that ends a round by leaving only as many cards as players: that round ends at once). One-shot cards are discarded; **permanent** ones stay face up in front of you. A card you never play scores **1 VP** at the end. A card that could do nothing right now is not offered.

    • **Sandman's Pouch**: draw 2 sand tokens.
    • **Tailwind**: 2 more free steps this turn.
    • **Backspin**: this turn the flywheel moves counter-clockwise.
    • **Mending Thread**: remove a break from your dream.
    • **Golden Dust**: put one more token on a last card, any plot, with one token.
    • **Dream Catcher**: draw 2 encounter cards, keep 1.
    • **Wandering Star**: after attaching, move a flywheel 1 free step and take that card too.
    • **Sand Thief**: take a random token from another player.
    • Permanent: **Hourglass** (4th step free), **Fairy Godmother / Sea King / Star Navigator** (tokens of that plot go on any card with one token), **Night Light** (nightmares lose an eye), **Constellation** (+2 VP per unbroken row of 3+ cards), **Sand Keeper** (+1 VP per 3 tokens held).

    With the table option *discovery_18* the English edition's 18 cards are used.
rules-somnikum-5-title = Rounds and scoring
rules-somnikum-5-body =
    {"**"}A round ends** when only as many cards are left on the ring as there are players (condition A): it ends **at once** after that card is attached, in every round, so no encounter card can be played after it. It also ends when a move of **1 or 2 steps** leaves **no card between the two flywheels** and one of the tokens you draw has a **blank back** (condition B): the round then ends after your turn. The table message warns when the turn in play ends the round or the game. The leftover cards leave the game, a fresh ring is dealt, and whoever ended the round places the flywheels for the next one.

    {"**"}Scoring** after round 3:
    • ★ on level 1 cards, ★ on level 2 **x2**, ★ on level 3 **x3**;
    • a level 2/3 card with a break on every side it has a neighbour scores only x1;
    • 👁️ eyes are subtracted, multiplied the same way;
    • **+1 VP** per particle on your dream's cards that is on your goal card (tokens do not count);
    • **+1 VP** per unplayed encounter card, plus the permanent cards' bonuses.

    At the end the bot posts every player's breakdown and the goal cards, and the results go to **/stats** and **/leaderboard**.

# /rules darkly_dreaming: 5 pages (data/rules/darkly_dreaming.toml counts them)
rules-darkly-dreaming-1-title = The idea
rules-darkly-dreaming-1-body =
    A press-your-luck game of nightmares and insomnia for **2 to 4 players** (Foxtale Games print-and-play, the card prototype of *Lucidity*).

    Each player has a **dreamer card**. On your turn you draw dreams from the deck, roll a die for each and collect what it shows. Stay awake to draw more and score more... or sleep before the dark side of your dreams swallows you.

    The deck holds 80 dreams, 20 of each type:
    🌊 **Depths** · 🐍 **Envy** · ⛓️ **Cages** · 🐺 **Primeval**

    {"**"}Goal:** when someone has **15 points** at the end of a turn, play goes on until the first player's turn would come round again; then the most points wins (ties: most dreams on the card, then shared). Players out of the game cannot win.

    Everything is public except the order of the deck, so the whole game plays in the channel: the **table message** shows every dreamer card, and the **turn message** carries the buttons of whoever must choose now and pings them. **My card** shows your own card privately.
rules-darkly-dreaming-2-title = Your turn: what you click
rules-darkly-dreaming-2-body =
    Your turn starts with the **sleep marker at 3**.

    {"**"}1. Draw.** You draw as many dreams as the sleep marker. The turn message shows them (e.g. 🌊🐍🐍).
    {"**"}2. Return two.** Pick from the menu which **two dreams go back** into the deck. Each option says what will be rolled and what that roll gives on average (⭐ points, 💤 exhaust, 🐾 hunt, 🌑 shadows).
    {"**"}3. Roll.** A die is rolled for each dream left; the channel shows every die (⚀⚁⚂⚃⚄⚅) and where the dream lands.
    {"**"}4. Sleep or stay awake.**
    • 😴 **Sleep**: your turn ends, your points are safe; the top dream of your exhaust pile goes back to the deck.
    • ☕ **Stay awake**: the marker goes up by one and you draw again (4, then 5... up to 9; at 9 you must sleep).

    Before you press, the line under the buttons shows your danger, e.g. `Exhaust 2/3 · face down 1/3 · Hunt 3/4 · Shadow of Envy 2/3`.

    Some rolls ask someone else: a **Shadow of Envy** pings the player to your left, who picks one of your dreams to reroll; a Nightmare picks its own options. Just click what the message pinging you shows. If time runs out, the bot plays a safe default.
rules-darkly-dreaming-3-title = The dice
rules-darkly-dreaming-3-body =
    Each dream rolls a d6:
    `dream     1   2   3   4   5   6`
    `Depths    1pt 1pt 1pt Exh Sha Sha`
    `Envy      1pt 1pt 1pt Exh Sha Sha`
    `Cages     1pt 1pt 1pt Exh Exh Sha`
    `Primeval  1pt 2pt 2pt Exh Hnt Sha`

    Rolled dreams go on your card, applied in this order:
    ⭐ **Points** pile: 1 point each (a Primeval can be worth 2).
    🐾 **Hunt** pile: at **4** you are hunted down and **out of the game**.
    💤 **Exhaust** pile (↑ face up, ↓ face down): at **3** you fall **comatose** and miss your next turn (its face-up dreams go back to the deck). **3 face-down** exhaust dreams: you never wake up and are **out**.
    🌑 **Shadow** piles, one per type: at **3** dreams of one type (**4** with 2 players) you become that **Nightmare**.

    The board's dice line shows every die of the current turn as dream, face and result, e.g. 🐍⚅🌑 = Envy rolled 6: shadow.
rules-darkly-dreaming-4-title = Shadows and Nightmares
rules-darkly-dreaming-4-body =
    Each shadow has an ability, resolved in the order Depths, Envy, Cages, Primeval:
    🌊 **Depths**: you draw one more dream and roll it at once.
    🐍 **Envy**: the **player to your left** picks any dream on your card; it is rerolled and moved to its new pile (a shadow rolled this way has no ability).
    ⛓️ **Cages**: your lowest face-up exhaust dream turns face down.
    🐺 **Primeval**: you may move a dream from any of your shadow piles to your hunt pile (useful to avoid becoming a Nightmare, risky for the hunt).

    {"**"}Becoming a Nightmare.** You keep your points but return every other dream. On your turn you draw 2, keep one (buttons) and roll it for the dreamer of your choice. Whenever a dreamer would resolve a shadow of your type you take that dream as 1 point and strike:
    • **Cages**: their lowest face-up exhaust dream turns face down.
    • **Depths**: they draw and roll two; you choose which roll goes back, they apply the other.
    • **Envy**: you pick a dream of theirs to reroll, or they reroll two and every ⭐1 result is yours.
    • **Primeval**: you may move one of their 2-point Primeval dreams to their hunt pile.
    If the Nightmare you should become is taken, you become the one of your largest free pile.
rules-darkly-dreaming-5-title = The end
rules-darkly-dreaming-5-body =
    The game ends:
    • when the **final round** is over: someone had 15+ points at the end of a turn, and play went on until the first player's turn would begin;
    • when **no dreamer is left** (everyone is a Nightmare or out);
    • at once when someone must draw from a deck that has too few dreams.

    The final message lists every player's points, who became a Nightmare and who dropped out, and the winner(s). Players still in the game rank before those who are out. Results are saved: see **/stats** and **/leaderboard**.

    Start a game with `/play darkly_dreaming` (option `goal` sets the points that start the final round, 15 by default).

# /rules somna: 5 pages (data/rules/somna.toml counts them)
rules-somna-1-title = The game
rules-somna-1-body =
    A Dream Demon hides among the villagers. By night it strikes; by day the village talks, accuses and votes someone onto the pyre. **7 to 20 players**; I am the Storyteller, so nobody has to sit out and moderate.

    {"**"}The sides**
    🏡 **The village** wins when the Demon dies (on the pyre, or killed at night).
    😈 **Evil** (the Demon and the Witches it makes) wins when the living village players are no more than the living evil players.

    {"**"}How a game runs on Discord**
    1. **/play somna** opens a lobby; friends press **Join**, the host presses **Start**.
    2. Everyone gets their **role card by DM**. The **My role** button on the table message shows it again, privately, at any time.
    3. The game alternates **nights** (private, by DM) and **days** (public, in the channel) until a side wins.
    4. At the end I reveal every role and tell the story of the nights. Results go to **/stats**.

    Roles of the dead are not revealed (unless the host chose the option `reveal_roles_on_death`).
rules-somna-2-title = The night
rules-somna-2-body =
    Every living player gets a **night prompt by DM**, roles or not, so nobody can tell who holds a role from who is prompted or how long the night lasts. A plain Villager's prompt is a single **Sleep** button.

    Pick your target from the buttons or menus (roles that may abstain have **Sleep** too). Your prompt then confirms your choice, and you can **change it** by clicking another until the night ends. The sun rises when **every living player has answered**, or when the night's time runs out (then I answer **Sleep** for whoever did not).

    {"**"}The first night**: only the Demon acts. It must seduce a plain villager, who becomes its **Witch**. If it picks someone with a role, that soul resists and the Demon chooses again (in Advanced mode three roles foil it instead: see Evil roles).

    {"**"}What happens, in this order**
    1. Seduction, then hexes (a hexed player's power fails that night).
    2. Blessings and guards.
    3. Every kill at once: the Demon's slay, the Beast, Poison, the Zealot.
    4. The Elixir (a dead player comes back as a plain villager).
    5. Information: the Spell, the Witch Hunter's check, the Curious One's peek, told by DM at sunrise, even to a seer killed that night (it was answered when it woke).

    {"**"}Sunrise**, told as a short story in the rulebook's order: first who was **hexed** (the Hex card lies on their role card for all to see) and how many Hex cards are left; then who died and how ("slain in their sleep", "poisoned", "struck down by a vigilante"; the Beast's kill reads exactly like the Demon's); "Someone has been saved" (or "Two people have been saved", counting people); who returned to life; and a recap that may hint at a role still in play (never who holds it; option `storyteller_hints`).
rules-somna-3-title = The day
rules-somna-3-body =
    Everything by day happens on the channel's messages; only living players can click.

    {"**"}Nominate**: any living player presses **Nominate <name>** (not yourself), or **End the day** if they have no (further) accusation.
    {"**"}Plea**: the accused has a short time to defend themself, then presses **I have spoken** (or the time runs out).
    {"**"}Vote**: every living player presses **Yes: execute** or **No: spare**. A live line under the buttons shows who voted what; you may change your vote until everyone has voted. The accused is executed when **yes votes are more than half of the living players**.
    {"**"}A failed vote** reopens nominations. After **3 failed votes**, when everyone has ended the day, or when the day's time runs out, a **final vote** runs: everyone picks one living player (or abstains); most picks goes to the pyre, a tie is broken at random.

    {"**"}The pyre**: every living player gets a short DM prompt (**Watch the pyre burn**). Then the channel learns only whether **the Demon was purged**. If the Demon dies, its Witch dies with it and the village wins.

    When your time runs out I answer for you (End the day, No, Abstain, Watch). Two timeouts in a row mark you away until you press **I'm back**.
rules-somna-4-title = Village roles
rules-somna-4-body =
    Dealt at the start; the rest are plain **Villagers**. Nobody learns another's role, except as noted.

    🔎 **Witch Hunter**: each night check one player; at sunrise you learn whether they read as a Witch. The Apothecary also reads as a Witch while alive.
    ✝️ **Priest**: each night bless one house, your own included: its people are safe from the Demon's slay that night (not from other kills).
    ⚗️ **Apothecary**: two vials, at most one per night: **Elixir** (once: a dead player, chosen among the dead, returns at sunrise as a plain Villager, even a Witch) and **Poison** (once: kill a player).
    🗡️ **Zealot** (10+ players): each night you may strike one player down, or abstain.
    🛡️ **Monger** (10+ players): learns who the Zealot is when first woken, on the second night. Each night guard one player against the Zealot. Once per game, at the pyre, **sabotage** an execution: nobody burns that day (not the day after being hexed).
    👁️ **Curious One** (Advanced): each night peek at one player's current role card.
    🏠 **Villager**: no night power. Your weapon is the day: talk, accuse, vote.
rules-somna-5-title = Evil roles
rules-somna-5-body =
    😈 **Dream Demon**: on the first night it seduces a plain villager into its Witch. From the second night it **slays** one player each night (a blessed house is safe). On the night right after its Witch dies (once per game) it may seduce a new one instead of slaying. It always knows its Witches.

    🧙 **Witch**: made by the Demon; told she was seduced, not who the Demon is. Each night a **Spell** (learn whether one player is the Demon) or a **Hex** (3 per game, shared by every Witch): the hexed player's power fails that night, a hexed Apothecary's vial shatters, and a hexed Monger cannot sabotage the next day. At sunrise everyone sees who was hexed and how many Hex cards are left; the hexed player alone learns whether a power of theirs failed.

    🐺 **Beast** (Advanced): after its second Witch, the Demon may corrupt a player into the Beast, who knows the Demon and may **maul** one player each night (the Witch too); the Priest's blessing does not stop it, and its kill is announced as "slain in their sleep", like the Demon's.

    {"**"}Advanced mode** (option `advanced`): the Curious One is dealt, and seducing (or corrupting) the Priest, the Witch Hunter or the Zealot fails outright and ends the Demon's night. The Apothecary, the Monger and the Curious One resist as in the basic game (the Demon chooses again): only plain villagers ever become the Witch or the Beast.

## lobby and rematch

## play

## somnia

## traumland

## somnikum

## darkly-dreaming

## somna

## stats, ratings and achievements

## settings and preferences
