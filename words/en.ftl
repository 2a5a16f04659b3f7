## The catalogue: en. Sections by area; keys are area-thing-detail.

## common

words-language-name = English

## games (engine errors, reasons, events)

## bot (store, tables, errors)

## commands

## help and rules

## lobby and rematch

## play

## somnia

## traumland

## somnikum

## darkly-dreaming

## somna

# The Storyteller (cogs/present/somna_story.py). Which numbered line of a
# kind is told is picked by the table's seed; data/somna/story.toml holds how
# many lines each kind has.
somna-story-sunrise = 🌅 **Sunrise after night { $night }.** { $line }
somna-story-role-revealed = { $text } (They were the { $role }.)
somna-story-cause-slain = slain in their sleep
somna-story-cause-poisoned = poisoned
somna-story-cause-vigilante = struck down by a vigilante
somna-story-cause-unknown = dead
somna-story-number = { $count ->
    [0] No
    [1] One
    [2] Two
    [3] Three
    [4] Four
    [5] Five
    [6] Six
    [7] Seven
    [8] Eight
    [9] Nine
    [10] Ten
   *[other] { $count }
}
somna-story-number-lower = { $count ->
    [0] no
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
   *[other] { $count }
}
somna-list-and = { $first } and { $last }
somna-tale-night = 🌙 **Night { $night }:** { $text }.
somna-tale-day = ☀️ **Day { $day }:** { $text }.
somna-tale-votes = after { $votes ->
    [one] { $votes } vote
   *[other] { $votes } votes
}, { $text }
somna-tale-fallback = { $actor }, the { $role }: { $power } on { $target }
somna-story-dawn-1 = A grey dawn creeps over the thatched roofs.
somna-story-dawn-2 = The cock crows, and the village stirs.
somna-story-dawn-3 = Mist lifts from the lanes as the sun comes up.
somna-story-dawn-4 = The church bell rings in a cold, pale morning.
somna-story-dawn-5 = Shutters creak open one by one.
somna-story-dawn-6 = The last candle gutters out as the sky turns pink.
somna-story-hex-1 = A Hex card lies on { $player }'s role card for all to see. Hex cards left: { $left }.
somna-story-hex-2 = Witchcraft touched { $player } in the night: a Hex card rests on their role card. Hex cards left: { $left }.
somna-story-hex-3 = Everyone can see it: { $player } was hexed. Hex cards left: { $left }.
somna-story-slain-1 = { $player } was slain in their sleep.
somna-story-slain-2 = { $player } never woke: slain in their sleep.
somna-story-slain-3 = The neighbours found { $player } at first light, slain in their sleep.
somna-story-slain-4 = A scream at dawn: { $player } was slain in their sleep.
somna-story-poisoned-1 = { $player } was poisoned.
somna-story-poisoned-2 = A bitter smell hangs over { $player }'s bed: they were poisoned.
somna-story-poisoned-3 = { $player } lies still, lips blue: poisoned.
somna-story-vigilante-1 = { $player } was struck down by a vigilante.
somna-story-vigilante-2 = Someone took the law into their own hands: { $player } was struck down by a vigilante.
somna-story-vigilante-3 = { $player } lies in the lane, struck down by a vigilante.
somna-story-many-1 = { $player } met more than one fate tonight: { $causes }.
somna-story-many-2 = The village whispers about { $player }: { $causes }.
somna-story-many-3 = { $player } did not live to see the dawn: { $causes }.
somna-story-saved-one-1 = Someone has been saved.
somna-story-saved-one-2 = Death knocked, but someone has been saved.
somna-story-saved-one-3 = Fate was kind to one soul: someone has been saved.
somna-story-saved-many-1 = { $saved ->
   *[other] { $count } people have been saved.
}
somna-story-saved-many-2 = { $saved ->
   *[other] Death knocked more than once, but { $count_lower } people have been saved.
}
somna-story-saved-many-3 = { $saved ->
   *[other] Fate was kind tonight: { $count_lower } people have been saved.
}
somna-story-returned-1 = { $player } has returned to life!
somna-story-returned-2 = The grave gives back { $player }: they have returned to life!
somna-story-returned-3 = { $player } draws breath again: returned to life!
somna-story-quiet-1 = The village slept in peace: nobody died.
somna-story-quiet-2 = A peaceful rest for all: nobody died.
somna-story-quiet-3 = Not a door was forced, not a cry was heard: nobody died.
somna-story-quiet-4 = Every bed is warm this morning: nobody died.
somna-story-downfall-1 = The village gathers in silence.
somna-story-downfall-2 = Fear walks the lanes this morning.
somna-story-downfall-3 = Whispers and sidelong glances fill the square.
somna-story-downfall-4 = Someone among you knows more than they say.
somna-story-hint-witch-1 = A cauldron still bubbles somewhere in the village.
somna-story-hint-witch-2 = The smell of burnt herbs lingers: witchcraft is still abroad.
somna-story-hint-witch-3 = Black cats still gather where a Witch walks.
somna-story-hint-beast-1 = Something rabid still prowls the edge of the woods.
somna-story-hint-beast-2 = Claw marks on a door: a beast still roams.
somna-story-hint-beast-3 = The dogs will not stop howling: something wild still lives among you.
somna-story-hint-witch-hunter-1 = Someone still watches the windows for witchcraft.
somna-story-hint-witch-hunter-2 = A lantern still moves from window to window by night: the hunt goes on.
somna-story-hint-witch-hunter-3 = Someone among you still knows a Witch when they see one.
somna-story-hint-priest-1 = A candle still burns before the altar.
somna-story-hint-priest-2 = A prayer is still said over the houses each night.
somna-story-hint-priest-3 = The chapel door still stands open to the faithful.
somna-story-hint-apothecary-1 = The smell of herbs still drifts from a cellar.
somna-story-hint-apothecary-2 = Someone still keeps vials on a high shelf.
somna-story-hint-apothecary-3 = A pestle still grinds in the dark.
somna-story-hint-zealot-1 = Someone still sharpens a blade in the name of the faith.
somna-story-hint-zealot-2 = A vigilante's oath still binds someone in the village.
somna-story-hint-zealot-3 = Zeal still burns hot behind one of these doors.
somna-story-hint-monger-1 = Someone still keeps a bucket of water by the door.
somna-story-hint-monger-2 = A calm voice of reason still walks among you.
somna-story-hint-monger-3 = Someone still keeps watch against the vigilante.
somna-story-hint-curious-one-1 = Small footprints still wander between the houses at night.
somna-story-hint-curious-one-2 = A curious child still peers into other people's business.
somna-story-hint-curious-one-3 = Someone young still knows more than the grown-ups think.
somna-tale-seduce-witch = { $actor }, the { $role }, seduced { $target } into a Witch
somna-tale-seduce-failed = { $actor }, the { $role }, tried to seduce { $target }, but the soul would not turn
somna-tale-corrupt-beast = { $actor }, the { $role }, corrupted { $target } into the Beast
somna-tale-corrupt-failed = { $actor }, the { $role }, tried to corrupt { $target }, in vain
somna-tale-hex-cast = { $actor }, the { $role }, laid a Hex on { $target }
somna-tale-spell-true = { $actor }, the { $role }, cast a Spell on { $target } and learned they are the Demon
somna-tale-spell-false = { $actor }, the { $role }, cast a Spell on { $target } and learned they are not the Demon
somna-tale-check-true = { $actor }, the { $role }, peered through { $target }'s window and saw a Witch
somna-tale-check-false = { $actor }, the { $role }, peered through { $target }'s window and saw no Witch
somna-tale-check-hexed = { $actor }, the { $role }, peered through { $target }'s window, but a Hex clouded the glass
somna-tale-peek-seen = { $actor }, the { $role }, crept into { $target }'s house and found the { $seen } card
somna-tale-peek-hexed = { $actor }, the { $role }, crept towards { $target }'s house, but a Hex turned them back
somna-tale-bless-blessed = { $actor }, the { $role }, blessed { $target }'s house
somna-tale-bless-hexed = { $actor }, the { $role }, blessed { $target }'s house, but a Hex spoiled the blessing
somna-tale-guard-guarded = { $actor }, the { $role }, stood guard at { $target }'s door
somna-tale-guard-hexed = { $actor }, the { $role }, stood guard at { $target }'s door, but a Hex put them to sleep
somna-tale-slay-struck = { $actor }, the { $role }, slew { $target } in their sleep
somna-tale-slay-blocked = { $actor }, the { $role }, came for { $target }, but a blessing barred the door
somna-tale-maul-struck = { $actor }, the { $role }, mauled { $target }
somna-tale-maul-hexed = { $actor }, the { $role }, went for { $target }, but a Hex held it back
somna-tale-poison-struck = { $actor }, the { $role }, poisoned { $target }
somna-tale-poison-hexed = { $actor }, the { $role }, poured Poison for { $target }, but a Hex shattered the vial
somna-tale-vigilante-struck = { $actor }, the { $role }, struck down { $target }
somna-tale-vigilante-blocked = { $actor }, the { $role }, came for { $target }, but a guard stood at the door
somna-tale-vigilante-hexed = { $actor }, the { $role }, raised a blade against { $target }, but a Hex stayed the hand
somna-tale-elixir-returned = { $actor }, the { $role }, brought { $target } back to life with the Elixir
somna-tale-elixir-saved = { $actor }, the { $role }, snatched { $target } back from death with the Elixir
somna-tale-elixir-wasted = { $actor }, the { $role }, poured the Elixir for { $target }, but it was wasted
somna-tale-elixir-hexed = { $actor }, the { $role }, poured the Elixir for { $target }, but a Hex shattered the vial
somna-tale-any-void = { $actor } reached for a power they no longer had
somna-tale-quiet-night = the whole village slept
somna-tale-deaths = by morning { $players } lay dead
somna-tale-executed = the village sent { $player } to the pyre
somna-tale-sabotaged = the pyre was lit for { $player }, but { $saboteur }, the Monger, poured water on the logs
somna-tale-no-pyre = nobody went to the pyre

# Role titles (data/somna/roles.toml ids), night powers (night.toml ids), role cards (cards.toml).
somna-role-demon = Dream Demon
somna-role-witch = Witch
somna-role-beast = Beast
somna-role-witch-hunter = Witch Hunter
somna-role-priest = Priest
somna-role-apothecary = Apothecary
somna-role-zealot = Zealot
somna-role-monger = Monger
somna-role-curious-one = Curious One
somna-role-villager = Villager
somna-power-seduce = Seduce a Witch
somna-power-corrupt = Corrupt a Beast
somna-power-hex = Hex
somna-power-bless = Bless a house
somna-power-guard = Stand guard
somna-power-slay = Slay
somna-power-maul = Maul
somna-power-poison = Poison
somna-power-vigilante = Strike as a vigilante
somna-power-elixir = Elixir
somna-power-spell = Spell (is this the Demon?)
somna-power-check = Check for witchcraft
somna-power-peek = Peek at a role card
somna-card-demon =
    You are **evil**. On the first night you must seduce a plain villager into your Witch (a soul with a role resists: you are told so and choose again). From the second night you slay one player each night; a blessed house is safe from you. If your Witch dies, on the very next night (once per game) you may seduce a new one instead of slaying.
    You know your Witches. Evil wins when the living village is no larger than evil; you lose when you die.
somna-card-witch = You are **evil**: the Demon seduced you (you do not know who it is; it knows you). Each night cast a **Spell** (learn whether one player is the Demon) or a **Hex** (3 per game for all Witches): the hexed player's power fails that night. If the Demon dies, you die with it.
somna-card-beast = You are **evil**: the Demon corrupted you and you know who it is. Each night you may **maul** one player, the Witch too; blessings do not stop you, and the village hears of your kill just as of the Demon's.
somna-card-witch-hunter = You are on the **village**'s side. Each night check one player: at sunrise you learn whether they read as a Witch. (One village healer reads as a Witch too while alive: see /rules.)
somna-card-priest = You are on the **village**'s side. Each night bless one house (yours too): its people are safe from the Demon's slay that night.
somna-card-apothecary = You are on the **village**'s side. You hold two vials, one per night at most: the **Elixir** (once: a dead player returns at sunrise as a plain villager) and **Poison** (once: kill a player). Or do nothing and keep them.
somna-card-zealot = You are on the **village**'s side. Each night you may strike one player down as a vigilante, or abstain. A guard can stop you.
somna-card-monger = You are on the **village**'s side. When you are first woken, on the second night, you learn who the Zealot is (below). Each night guard one player against the Zealot. Once per game you may **sabotage** an execution at the pyre (not the day after you were hexed).
somna-card-curious-one = You are on the **village**'s side. Each night peek at one player's current role card.
somna-card-villager = You are on the **village**'s side. You have no night power: press **Sleep** each night. By day, find the Demon: nominate, argue, vote.
somna-card-advanced-demon =
    You are **evil**. On the first night you must seduce a plain villager into your Witch. A soul with a role either resists (you are told so and choose again) or, for three steadfast roles (see /rules), foils you: the seduction fails and your night ends with nothing done. From the second night you slay one player each night; a blessed house is safe from you. If your Witch dies, on the very next night (once per game) you may seduce a new one instead of slaying. After your second Witch, once per game, you may instead corrupt a plain villager into your **Beast**, who kills at your side each night (blessings do not stop it; the village hears of its kill as of yours).
    You know your Witches and your Beast. Evil wins when the living village is no larger than evil; you lose when you die.
somna-verb-seduce = Seduce
somna-verb-corrupt = Corrupt
somna-verb-slay = Slay
somna-verb-maul = Maul
somna-verb-spell = Spell on
somna-verb-hex = Hex
somna-verb-check = Check
somna-verb-bless = Bless the house of
somna-verb-elixir = Elixir for
somna-verb-poison = Poison
somna-verb-vigilante = Strike down
somna-verb-guard = Guard
somna-verb-peek = Peek at
somna-cause-slain = was slain in their sleep
somna-cause-torn-apart = was slain in their sleep
somna-cause-poisoned = was poisoned
somna-cause-vigilante = was struck down by a vigilante
somna-cause-executed = was executed
somna-cause-with-demon = died with the Demon
somna-stage-nominate = nominations
somna-stage-plea = the accused pleads
somna-stage-vote = the vote
somna-stage-final = the final vote
somna-stage-pyre = the pyre

# The public board (cogs/present/somna.py).
somna-nobody = nobody
somna-death-line = 💀 **{ $player }** { $how }.
somna-death-line-role = 💀 **{ $player }** { $how } (they were the { $role }).
somna-board-night-title = 🌙 Somna: night { $night }
somna-board-night-intro = Everyone answers their private night prompt (DM, or **My role** below). Nothing here changes until sunrise.
somna-board-day-title = ☀️ Somna: day { $day }, { $stage }
somna-board-intro-nominate = Nominate a living player, or end the day. More than half the living ({ $needed }) must vote yes to execute.
somna-board-intro-plea = The accused pleads, then everyone votes.
somna-board-intro-vote = Vote yes or no; { $needed } yes votes execute.
somna-board-intro-final = Each living player picks one living player; most picks goes to the pyre.
somna-board-intro-pyre = The pyre is lit: it burns when the time runs out.
somna-board-over-title = 🏁 Somna: { $winner ->
    [village] the village
   *[evil] evil
} wins
somna-board-over-intro = The game is over; every role is revealed in the channel.
somna-board-away = away
somna-board-hexed = hexed
somna-board-dead = dead
somna-board-when-night = night { $night }
somna-board-when-day = day { $day }
somna-field-alive = Alive
somna-field-alive-value = { $alive } of { $seats }
somna-field-trial = On trial
somna-field-trial-value = **{ $nominee }**, accused by { $accuser }
somna-field-votes = Votes
somna-field-final = Final vote
somna-field-pyre = At the pyre
somna-field-failed = Failed votes today
somna-field-failed-value = { $failed } of { $max }
somna-field-history = Today's votes
somna-tally-needed = { $needed } yes needed
somna-tally-waiting = waiting for { $names }
somna-tally-abstained = abstained: { $names }
somna-tally-no-picks = no picks yet
somna-history-no-picks = no picks
somna-history-final = Final vote: { $tally } → **{ $chosen }**
somna-history-final-tie = Final vote: { $tally } → **{ $chosen }** (tie broken at random)
somna-history-vote = { $accuser } accused **{ $nominee }**: { $yes } yes ({ $yes_names }), { $no } no ({ $no_names }), { $needed } needed: { $passed ->
    [yes] passed
   *[no] failed
}

# Choices, calls and the private screen (cogs/present/somna.py).
somna-group-sleep = Or do nothing
somna-group-nominate = Nominate someone, or end the day
somna-group-pick = Final vote: pick one player
somna-group-choose = Choose
somna-label-elixir-back = Elixir: bring back { $name }
somna-label-elixir-tonight = Elixir for { $name } (if they die tonight)
somna-label-power = { $verb } { $name }
somna-label-sleep = Sleep
somna-label-nominate = Nominate { $name }
somna-label-end-day = End the day (no nomination)
somna-label-end-plea = I have spoken: open the vote
somna-label-vote-yes = Yes: execute
somna-label-vote-no = No: spare
somna-label-abstain = Abstain
somna-label-pick = Pick { $name }
somna-label-watch = Watch the pyre burn
somna-label-sabotage = Sabotage the pyre
somna-prompt-footer-night = You can change your choice until the night ends.
somna-call-plea = 📣 { $mentions }: **{ $name }** pleads{ $until }, then you vote here.
somna-call-nominate = 📣 { $mentions }: nominate someone or end the day{ $until }.
somna-call-final = 📣 { $mentions }: pick one player{ $until }.
somna-choice-none = not answered yet
somna-private-title = { $emoji } { $role } (your role)
somna-private-dealt = _You were dealt the { $role }; your role changed in the night._
somna-private-dead = 👻 **You are dead.** You can no longer act or vote; watch how it ends.
somna-private-night-chosen = 🌙 **Night { $night }**: your choice tonight: **{ $choice }**.
somna-private-night-open = 🌙 **Night { $night }**: choose below before the night ends.
somna-private-pyre-chosen = 🔥 **At the pyre**: you chose to **{ $choice }**.
somna-private-pyre-open = 🔥 **At the pyre**: choose below.
somna-private-day = ☀️ **Day { $day }**: the day's choices are on the channel.
somna-known-witches = Your Witches: { $names }
somna-known-beast = Your Beast: { $names }
somna-known-demon = The Demon is **{ $name }**.
somna-known-resisted = Resisted you tonight: { $names }
somna-field-known = What you know
somna-field-left = Left
somna-left-hexes = hexes
somna-left-elixir = Elixir
somna-left-poison = Poison
somna-left-sabotage = sabotage
somna-left-witches = Witches to make
somna-left-beasts = Beast to make
somna-knowledge-when = Night { $night }: { $text }
somna-knowledge-knows = **{ $name }** is the { $role }.
somna-knowledge-resisted = **{ $name }** resisted your seduction: they hold a role.
somna-knowledge-witch-made = **{ $name }** became your Witch.
somna-knowledge-beast-made = **{ $name }** became your Beast.
somna-knowledge-seduction-failed = Your attempt on **{ $name }** failed: that soul foiled you, and your night ended.
somna-knowledge-seduced = The Demon seduced you: you are now a **Witch** (evil).
somna-knowledge-corrupted = The Demon corrupted you: you are now the **Beast**. The Demon is **{ $demon }**.
somna-knowledge-spell-yes = Your spell on **{ $name }**: they **are** the Demon!
somna-knowledge-spell-no = Your spell on **{ $name }**: they are not the Demon.
somna-knowledge-check-yes = Your check on **{ $name }**: they **read as a Witch**.
somna-knowledge-check-no = Your check on **{ $name }**: they do not read as a Witch.
somna-knowledge-peek = You peeked at **{ $name }**: { $role }.
somna-knowledge-hexed = You were hexed: your power had no effect.
somna-knowledge-hexed-power = You were hexed: your { $power } had no effect.
somna-knowledge-returned = The Elixir brought you back to life: you are now a plain villager.

# The day's events, the end and the results (cogs/present/somna.py).
somna-status-ready = Ready to end the day: { $names } ({ $ready } of { $alive })
somna-status-late = ⏳ half the time is gone (ends { $ends })
somna-status-late-waiting = ⏳ half the time is gone (ends { $ends }): still to choose: { $names }
somna-event-choose-again = { $line } Choose again.
somna-event-night-falls = 🌙 **Night { $night } falls.** Everyone answers their night prompt by DM (or with **My role**) and may change the answer until sunrise; the sun rises when all have answered or time runs out.
somna-event-day-begins = ☀️ **Day { $day }.** Alive ({ $count }): { $names }. Talk, then nominate someone below or end the day.
somna-event-nominated = ⚖️ **{ $accuser }** accuses **{ $nominee }**. { $nominee }, plead your case.
somna-event-vote-opened = 🗳️ **Vote on { $nominee }**: { $needed } yes votes execute. You can change your vote until everyone has voted.
somna-event-vote-closed = The vote on **{ $nominee }** { $passed ->
    [yes] ✅ **passed**
   *[no] ❌ **failed**
}: { $yes } yes ({ $yes_names }), { $no } no ({ $no_names }); { $needed } needed.
somna-event-nominations-open = Nominations are open again ({ $failed ->
   *[other] { $failed } failed vote(s) today
}).
somna-event-final-vote = ⏳ **Final vote.** Each living player picks one living player (or abstains); most picks goes to the pyre, a tie is broken at random.
somna-event-pyre-lit = 🔥 **The pyre is lit for { $name }.** It burns when the time runs out.
somna-event-sabotaged = 💧 Someone poured water on the logs: the pyre will not burn. **{ $name }** lives, and nobody is executed today.
somna-event-executed = 🔥 **{ $name }** was executed. { $demon ->
    [yes] 😈 **The Demon has been purged!**
   *[no] The Demon was not purged.
}
somna-event-executed-role = 🔥 **{ $name }** was executed. They were the { $role }. { $demon ->
    [yes] 😈 **The Demon has been purged!**
   *[no] The Demon was not purged.
}
somna-over-head = { $winner ->
    [village] 🏡 **The village wins**
   *[evil] 😈 **Evil wins**
}: { $reason ->
    [demon_dead] the Demon is dead
   *[other] the living village is no larger than evil
}.
somna-over-died-with-demon = 💀 **{ $name }** died with the Demon.
somna-over-roles = **The roles:**
somna-over-story = **The story:**
somna-over-dealt = { $role } (dealt the { $dealt })
somna-faction-village = village
somna-faction-evil = evil
somna-result-line = { $mark } **{ $name }**: { $emoji } { $role } ({ $faction }, { $alive ->
    [yes] alive
   *[no] dead
}){ $won ->
    [yes] {" "}won
   *[no] {""}
}

# The village picture (cogs/present/somna_images.py), resolved before painting.
somna-picture-night = Night { $night }
somna-picture-day = Day { $day }
somna-picture-day-sunrise = Day { $day }: sunrise
somna-picture-over = { $winner ->
    [village] The village wins
   *[evil] Evil wins
}
somna-picture-line = { $alive } alive · { $dead } dead
somna-picture-hexed = { $count } hexed
somna-picture-seat = seat { $seat }
somna-picture-on-trial = on trial

## stats, ratings and achievements

## settings and preferences
