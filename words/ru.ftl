## The catalogue: ru. Sections by area; keys are area-thing-detail.

## common

words-language-name = Русский

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

# Глоссарий Somna (везде одинаково):
#   Dream Demon — Демон сна; Witch — Ведьма; Witch Hunter — Охотник на ведьм;
#   Beast — Зверь; Priest — Священник; Apothecary — Аптекарь; Zealot — Фанатик;
#   Monger — Миротворец; Curious One — Любопытный; Villager — Житель;
#   Hex — Порча (карта Порчи); Spell — Заклятие; Poison — Яд; Elixir — Эликсир;
#   pyre — костёр; nomination — выдвижение; vote — голос; village — деревня;
#   Storyteller — Рассказчик; sunrise — рассвет; night — ночь; day — день.
# Имена игроков не склоняются: фразы построены так, чтобы имя стояло в
# именительном падеже или после слова «игрок», без глаголов в прошедшем роде.
somna-story-sunrise = 🌅 **Рассвет после ночи { $night }.** { $line }
somna-story-role-revealed = { $text } (Роль: { $role }.)
somna-story-cause-slain = убийство во сне
somna-story-cause-poisoned = яд
somna-story-cause-vigilante = удар самосуда
somna-story-cause-unknown = смерть
somna-story-number = { $count ->
    [0] Ни одного
    [1] Один
    [2] Два
    [3] Три
    [4] Четыре
    [5] Пять
    [6] Шесть
    [7] Семь
    [8] Восемь
    [9] Девять
    [10] Десять
   *[other] { $count }
}
somna-story-number-lower = { $count ->
    [0] ни одного
    [1] один
    [2] два
    [3] три
    [4] четыре
    [5] пять
    [6] шесть
    [7] семь
    [8] восемь
    [9] девять
    [10] десять
   *[other] { $count }
}
somna-list-and = { $first } и { $last }
somna-tale-night = 🌙 **Ночь { $night }:** { $text }.
somna-tale-day = ☀️ **День { $day }:** { $text }.
somna-tale-votes = { $votes ->
    [one] после { $votes } голоса
    [few] после { $votes } голосов
    [many] после { $votes } голосов
   *[other] после { $votes } голоса
}, { $text }
somna-tale-fallback = { $actor } ({ $role }): { $power } на { $target }
somna-story-dawn-1 = Серый рассвет ползёт по соломенным крышам.
somna-story-dawn-2 = Кричит петух, и деревня просыпается.
somna-story-dawn-3 = Солнце встаёт, и туман поднимается с переулков.
somna-story-dawn-4 = Церковный колокол звонит в холодное бледное утро.
somna-story-dawn-5 = Одна за другой со скрипом открываются ставни.
somna-story-dawn-6 = Последняя свеча гаснет, небо розовеет.
somna-story-hex-1 = На карте роли игрока { $player } у всех на виду лежит карта Порчи. Осталось карт Порчи: { $left }.
somna-story-hex-2 = Ночью колдовство коснулось игрока { $player }: на его карте роли лежит карта Порчи. Осталось карт Порчи: { $left }.
somna-story-hex-3 = Это видят все: на игрока { $player } навели Порчу. Осталось карт Порчи: { $left }.
somna-story-slain-1 = { $player }: убийство во сне.
somna-story-slain-2 = { $player } больше не проснётся: убийство во сне.
somna-story-slain-3 = На рассвете соседи нашли тело. { $player }: убийство во сне.
somna-story-slain-4 = Крик на рассвете. { $player }: убийство во сне.
somna-story-poisoned-1 = { $player }: яд.
somna-story-poisoned-2 = Над постелью игрока { $player } стоит горький запах. Это яд.
somna-story-poisoned-3 = { $player } лежит неподвижно, губы посинели: яд.
somna-story-vigilante-1 = { $player }: удар самосуда.
somna-story-vigilante-2 = Кто-то взял закон в свои руки. { $player }: удар самосуда.
somna-story-vigilante-3 = Тело игрока { $player } лежит в переулке: удар самосуда.
somna-story-many-1 = Этой ночью игрока { $player } настигла не одна беда: { $causes }.
somna-story-many-2 = Деревня шепчется об игроке { $player }: { $causes }.
somna-story-many-3 = Игрок { $player } не дожил до рассвета: { $causes }.
somna-story-saved-one-1 = Кого-то удалось спасти.
somna-story-saved-one-2 = Смерть постучала, но кого-то удалось спасти.
somna-story-saved-one-3 = Судьба сжалилась над одной душой: кого-то удалось спасти.
somna-story-saved-many-1 = { $saved ->
    [one] { $count } человек спасён.
    [few] { $count } человека спасены.
    [many] { $count } человек спасено.
   *[other] { $count } человека спасено.
}
somna-story-saved-many-2 = { $saved ->
    [one] Смерть стучала не раз, но { $count_lower } человек спасён.
    [few] Смерть стучала не раз, но { $count_lower } человека спасены.
    [many] Смерть стучала не раз, но { $count_lower } человек спасены.
   *[other] Смерть стучала не раз, но { $count_lower } человека спасены.
}
somna-story-saved-many-3 = { $saved ->
    [one] Этой ночью судьба была милостива: { $count_lower } человек спасён.
    [few] Этой ночью судьба была милостива: { $count_lower } человека спасены.
    [many] Этой ночью судьба была милостива: { $count_lower } человек спасены.
   *[other] Этой ночью судьба была милостива: { $count_lower } человека спасены.
}
somna-story-returned-1 = { $player } возвращается к жизни!
somna-story-returned-2 = Могила отдаёт игрока { $player }: возвращение к жизни!
somna-story-returned-3 = { $player } снова дышит: возвращение к жизни!
somna-story-quiet-1 = Деревня спала спокойно: никто не умер.
somna-story-quiet-2 = Мирный отдых для всех: никто не умер.
somna-story-quiet-3 = Ни одна дверь не взломана, ни один крик не прозвучал: никто не умер.
somna-story-quiet-4 = Этим утром все постели тёплые: никто не умер.
somna-story-downfall-1 = Деревня собирается в молчании.
somna-story-downfall-2 = Этим утром по переулкам бродит страх.
somna-story-downfall-3 = Площадь полна шёпота и косых взглядов.
somna-story-downfall-4 = Кто-то среди вас знает больше, чем говорит.
somna-story-hint-witch-1 = Где-то в деревне всё ещё булькает котёл.
somna-story-hint-witch-2 = В воздухе держится запах жжёных трав: колдовство ещё не ушло.
somna-story-hint-witch-3 = Чёрные кошки всё ещё собираются там, где ходит ведьма.
somna-story-hint-beast-1 = На опушке леса всё ещё рыщет что-то бешеное.
somna-story-hint-beast-2 = Следы когтей на двери: зверь всё ещё бродит рядом.
somna-story-hint-beast-3 = Собаки не умолкают: среди вас всё ещё живёт что-то дикое.
somna-story-hint-witch-hunter-1 = Кто-то всё ещё следит за окнами, высматривая колдовство.
somna-story-hint-witch-hunter-2 = По ночам фонарь всё ещё движется от окна к окну: охота продолжается.
somna-story-hint-witch-hunter-3 = Кто-то среди вас всё ещё узнает ведьму с первого взгляда.
somna-story-hint-priest-1 = Перед алтарём всё ещё горит свеча.
somna-story-hint-priest-2 = Каждую ночь над домами всё ещё звучит молитва.
somna-story-hint-priest-3 = Двери часовни всё ещё открыты для верующих.
somna-story-hint-apothecary-1 = Из какого-то погреба всё ещё тянет травами.
somna-story-hint-apothecary-2 = Кто-то всё ещё хранит склянки на верхней полке.
somna-story-hint-apothecary-3 = В темноте всё ещё стучит пестик.
somna-story-hint-zealot-1 = Кто-то всё ещё точит клинок во имя веры.
somna-story-hint-zealot-2 = Клятва самосуда всё ещё связывает кого-то в деревне.
somna-story-hint-zealot-3 = За одной из этих дверей всё ещё пылает рвение.
somna-story-hint-monger-1 = Кто-то всё ещё держит ведро воды у двери.
somna-story-hint-monger-2 = Среди вас всё ещё звучит спокойный голос разума.
somna-story-hint-monger-3 = Кто-то всё ещё стережёт деревню от самосуда.
somna-story-hint-curious-one-1 = По ночам между домами всё ещё петляют маленькие следы.
somna-story-hint-curious-one-2 = Любопытный ребёнок всё ещё суёт нос в чужие дела.
somna-story-hint-curious-one-3 = Кто-то юный всё ещё знает больше, чем думают взрослые.
somna-tale-seduce-witch = { $actor } ({ $role }) соблазняет игрока { $target } и делает его Ведьмой
somna-tale-seduce-failed = { $actor } ({ $role }) пытается соблазнить игрока { $target }, но душа не поддаётся
somna-tale-corrupt-beast = { $actor } ({ $role }) развращает игрока { $target } и делает его Зверем
somna-tale-corrupt-failed = { $actor } ({ $role }) тщетно пытается развратить игрока { $target }
somna-tale-hex-cast = { $actor } ({ $role }) наводит Порчу на игрока { $target }
somna-tale-spell-true = { $actor } ({ $role }) накладывает Заклятие на игрока { $target } и узнаёт, что это Демон
somna-tale-spell-false = { $actor } ({ $role }) накладывает Заклятие на игрока { $target } и узнаёт, что это не Демон
somna-tale-check-true = { $actor } ({ $role }) заглядывает в окно игрока { $target } и видит Ведьму
somna-tale-check-false = { $actor } ({ $role }) заглядывает в окно игрока { $target } и не видит Ведьмы
somna-tale-check-hexed = { $actor } ({ $role }) заглядывает в окно игрока { $target }, но Порча затуманивает стекло
somna-tale-peek-seen = { $actor } ({ $role }) пробирается в дом игрока { $target } и находит карту «{ $seen }»
somna-tale-peek-hexed = { $actor } ({ $role }) крадётся к дому игрока { $target }, но Порча заставляет повернуть назад
somna-tale-bless-blessed = { $actor } ({ $role }) благословляет дом игрока { $target }
somna-tale-bless-hexed = { $actor } ({ $role }) благословляет дом игрока { $target }, но Порча портит благословение
somna-tale-guard-guarded = { $actor } ({ $role }) стережёт дверь игрока { $target }
somna-tale-guard-hexed = { $actor } ({ $role }) стережёт дверь игрока { $target }, но Порча нагоняет сон
somna-tale-slay-struck = { $actor } ({ $role }) убивает игрока { $target } во сне
somna-tale-slay-blocked = { $actor } ({ $role }) приходит за игроком { $target }, но благословение преграждает дверь
somna-tale-maul-struck = { $actor } ({ $role }) растерзывает игрока { $target }
somna-tale-maul-hexed = { $actor } ({ $role }) бросается на игрока { $target }, но Порча удерживает Зверя
somna-tale-poison-struck = { $actor } ({ $role }) отравляет игрока { $target }
somna-tale-poison-hexed = { $actor } ({ $role }) наливает Яд для игрока { $target }, но Порча разбивает склянку
somna-tale-vigilante-struck = { $actor } ({ $role }) вершит самосуд над игроком { $target }
somna-tale-vigilante-blocked = { $actor } ({ $role }) приходит за игроком { $target }, но у двери стоит стража
somna-tale-vigilante-hexed = { $actor } ({ $role }) заносит клинок над игроком { $target }, но Порча останавливает руку
somna-tale-elixir-returned = { $actor } ({ $role }) возвращает игрока { $target } к жизни Эликсиром
somna-tale-elixir-saved = { $actor } ({ $role }) вырывает игрока { $target } из лап смерти Эликсиром
somna-tale-elixir-wasted = { $actor } ({ $role }) льёт Эликсир для игрока { $target }, но напрасно
somna-tale-elixir-hexed = { $actor } ({ $role }) льёт Эликсир для игрока { $target }, но Порча разбивает склянку
somna-tale-any-void = { $actor } тянется к силе, которой больше нет
somna-tale-quiet-night = вся деревня спит
somna-tale-deaths = к утру мертвы: { $players }
somna-tale-executed = деревня отправляет игрока { $player } на костёр
somna-tale-sabotaged = для игрока { $player } разжигают костёр, но { $saboteur } (Миротворец) заливает дрова водой
somna-tale-no-pyre = никто не отправляется на костёр

# Названия ролей (id из data/somna/roles.toml), ночные силы (night.toml), карты ролей (cards.toml).
somna-role-demon = Демон сна
somna-role-witch = Ведьма
somna-role-beast = Зверь
somna-role-witch-hunter = Охотник на ведьм
somna-role-priest = Священник
somna-role-apothecary = Аптекарь
somna-role-zealot = Фанатик
somna-role-monger = Миротворец
somna-role-curious-one = Любопытный
somna-role-villager = Житель
somna-power-seduce = Соблазнить в Ведьмы
somna-power-corrupt = Развратить в Зверя
somna-power-hex = Порча
somna-power-bless = Благословить дом
somna-power-guard = Стоять на страже
somna-power-slay = Убить
somna-power-maul = Растерзать
somna-power-poison = Яд
somna-power-vigilante = Самосуд
somna-power-elixir = Эликсир
somna-power-spell = Заклятие (это Демон?)
somna-power-check = Искать колдовство
somna-power-peek = Подсмотреть карту роли
somna-card-demon =
    Вы — **зло**. В первую ночь вы должны соблазнить простого жителя и сделать его своей Ведьмой (душа с ролью сопротивляется: вам об этом скажут, и вы выберете снова). Со второй ночи каждую ночь вы убиваете одного игрока; благословлённый дом от вас защищён. Если ваша Ведьма погибнет, в следующую же ночь (раз за игру) вы можете вместо убийства соблазнить новую.
    Вы знаете своих Ведьм. Зло побеждает, когда живых жителей не больше, чем зла; вы проигрываете, если погибаете.
somna-card-witch = Вы — **зло**: вас соблазнил Демон (вы не знаете, кто он; он знает вас). Каждую ночь накладывайте **Заклятие** (узнайте, Демон ли этот игрок) или **Порчу** (3 на игру на всех Ведьм): сила игрока под Порчей этой ночью не срабатывает. Если Демон погибнет, вы погибнете вместе с ним.
somna-card-beast = Вы — **зло**: Демон развратил вас, и вы знаете, кто он. Каждую ночь вы можете **растерзать** одного игрока, даже Ведьму; благословения вас не останавливают, а деревня узнаёт о вашей жертве так же, как о жертве Демона.
somna-card-witch-hunter = Вы на стороне **деревни**. Каждую ночь проверяйте одного игрока: на рассвете вы узнаете, похож ли он на Ведьму. (Один целитель деревни, пока жив, тоже похож на Ведьму: см. /rules.)
somna-card-priest = Вы на стороне **деревни**. Каждую ночь благословляйте один дом (можно свой): этой ночью его жители защищены от удара Демона.
somna-card-apothecary = Вы на стороне **деревни**. У вас две склянки, не больше одной за ночь: **Эликсир** (один раз: мёртвый игрок возвращается на рассвете простым жителем) и **Яд** (один раз: убить игрока). Или ничего не делайте и сохраните их.
somna-card-zealot = Вы на стороне **деревни**. Каждую ночь вы можете свершить самосуд над одним игроком или воздержаться. Стража может вас остановить.
somna-card-monger = Вы на стороне **деревни**. Когда вас впервые разбудят, во вторую ночь, вы узнаете, кто Фанатик (ниже). Каждую ночь охраняйте одного игрока от Фанатика. Раз за игру вы можете **сорвать** казнь на костре (но не на следующий день после Порчи на вас).
somna-card-curious-one = Вы на стороне **деревни**. Каждую ночь подсматривайте текущую карту роли одного игрока.
somna-card-villager = Вы на стороне **деревни**. Ночной силы у вас нет: каждую ночь нажимайте **Спать**. Днём ищите Демона: выдвигайте, спорьте, голосуйте.
somna-card-advanced-demon =
    Вы — **зло**. В первую ночь вы должны соблазнить простого жителя и сделать его своей Ведьмой. Душа с ролью либо сопротивляется (вам об этом скажут, и вы выберете снова), либо — у трёх стойких ролей (см. /rules) — срывает ваш замысел: соблазнение не удаётся, и ваша ночь заканчивается впустую. Со второй ночи каждую ночь вы убиваете одного игрока; благословлённый дом от вас защищён. Если ваша Ведьма погибнет, в следующую же ночь (раз за игру) вы можете вместо убийства соблазнить новую. После второй Ведьмы раз за игру вы можете вместо этого развратить простого жителя и сделать его своим **Зверем**: он убивает рядом с вами каждую ночь (благословения его не останавливают; деревня узнаёт о его жертве как о вашей).
    Вы знаете своих Ведьм и своего Зверя. Зло побеждает, когда живых жителей не больше, чем зла; вы проигрываете, если погибаете.
somna-verb-seduce = Соблазнить
somna-verb-corrupt = Развратить
somna-verb-slay = Убить
somna-verb-maul = Растерзать
somna-verb-spell = Заклятие на
somna-verb-hex = Порча на
somna-verb-check = Проверить
somna-verb-bless = Благословить дом:
somna-verb-elixir = Эликсир для
somna-verb-poison = Отравить
somna-verb-vigilante = Сразить
somna-verb-guard = Охранять
somna-verb-peek = Подсмотреть:
somna-cause-slain = убит(а) во сне
somna-cause-torn-apart = убит(а) во сне
somna-cause-poisoned = отравлен(а)
somna-cause-vigilante = сражён(а) самосудом
somna-cause-executed = казнён(а)
somna-cause-with-demon = погиб(ла) вместе с Демоном
somna-stage-nominate = выдвижения
somna-stage-plea = слово обвиняемому
somna-stage-vote = голосование
somna-stage-final = финальное голосование
somna-stage-pyre = костёр

# Общая доска (cogs/present/somna.py).
somna-nobody = никто
somna-death-line = 💀 **{ $player }**: { $how }.
somna-death-line-role = 💀 **{ $player }**: { $how } (роль: { $role }).
somna-board-night-title = 🌙 Somna: ночь { $night }
somna-board-night-intro = Каждый отвечает на свой личный ночной запрос (в ЛС или через **Моя роль** ниже). До рассвета здесь ничего не изменится.
somna-board-day-title = ☀️ Somna: день { $day }, { $stage }
somna-board-intro-nominate = Выдвиньте живого игрока или завершите день. Для казни нужно больше половины живых голосов «за» ({ $needed }).
somna-board-intro-plea = Обвиняемому слово, затем голосуют все.
somna-board-intro-vote = Голосуйте «за» или «против»; казнь при { $needed } голосах «за».
somna-board-intro-final = Каждый живой игрок выбирает одного живого игрока; кого выберут чаще всех, тот идёт на костёр.
somna-board-intro-pyre = Костёр зажжён: он вспыхнет, когда выйдет время.
somna-board-over-title = 🏁 Somna: { $winner ->
    [village] победила деревня
   *[evil] победило зло
}
somna-board-over-intro = Игра окончена; все роли раскрыты в канале.
somna-board-away = отошёл
somna-board-hexed = под Порчей
somna-board-dead = мёртв
somna-board-when-night = ночь { $night }
somna-board-when-day = день { $day }
somna-field-alive = В живых
somna-field-alive-value = { $alive } из { $seats }
somna-field-trial = Под судом
somna-field-trial-value = **{ $nominee }**, обвинитель: { $accuser }
somna-field-votes = Голоса
somna-field-final = Финальное голосование
somna-field-pyre = На костре
somna-field-failed = Неудачных голосований сегодня
somna-field-failed-value = { $failed } из { $max }
somna-field-history = Голосования сегодня
somna-tally-needed = нужно «за»: { $needed }
somna-tally-waiting = ждём: { $names }
somna-tally-abstained = воздержались: { $names }
somna-tally-no-picks = пока никого не выбрали
somna-history-no-picks = никого не выбрали
somna-history-final = Финальное голосование: { $tally } → **{ $chosen }**
somna-history-final-tie = Финальное голосование: { $tally } → **{ $chosen }** (ничья решена жребием)
somna-history-vote = { $accuser } обвиняет **{ $nominee }**: «за» { $yes } ({ $yes_names }), «против» { $no } ({ $no_names }), нужно { $needed }: { $passed ->
    [yes] принято
   *[no] отклонено
}

# Выбор, призывы и личный экран (cogs/present/somna.py).
somna-group-sleep = Или ничего не делать
somna-group-nominate = Выдвиньте кого-нибудь или завершите день
somna-group-pick = Финальное голосование: выберите одного игрока
somna-group-choose = Выберите
somna-label-elixir-back = Эликсир: вернуть { $name }
somna-label-elixir-tonight = Эликсир для { $name } (если погибнет этой ночью)
somna-label-power = { $verb } { $name }
somna-label-sleep = Спать
somna-label-nominate = Выдвинуть { $name }
somna-label-end-day = Завершить день (без выдвижения)
somna-label-end-plea = Я всё сказал: к голосованию
somna-label-vote-yes = За: казнить
somna-label-vote-no = Против: пощадить
somna-label-abstain = Воздержаться
somna-label-pick = Выбрать { $name }
somna-label-watch = Смотреть, как горит костёр
somna-label-sabotage = Сорвать казнь на костре
somna-prompt-footer-night = Выбор можно изменить до конца ночи.
somna-call-plea = 📣 { $mentions }: слово обвиняемому — **{ $name }**{ $until }, затем голосуйте здесь.
somna-call-nominate = 📣 { $mentions }: выдвиньте кого-нибудь или завершите день{ $until }.
somna-call-final = 📣 { $mentions }: выберите одного игрока{ $until }.
somna-choice-none = ответа пока нет
somna-private-title = { $emoji } { $role } (ваша роль)
somna-private-dealt = _Вам выпала роль «{ $role }»; этой ночью ваша роль изменилась._
somna-private-dead = 👻 **Вы мертвы.** Вы больше не можете действовать и голосовать; смотрите, чем всё закончится.
somna-private-night-chosen = 🌙 **Ночь { $night }**: ваш выбор этой ночью: **{ $choice }**.
somna-private-night-open = 🌙 **Ночь { $night }**: выберите ниже до конца ночи.
somna-private-pyre-chosen = 🔥 **У костра**: ваш выбор — **{ $choice }**.
somna-private-pyre-open = 🔥 **У костра**: выберите ниже.
somna-private-day = ☀️ **День { $day }**: дневной выбор — в канале.
somna-known-witches = Ваши Ведьмы: { $names }
somna-known-beast = Ваш Зверь: { $names }
somna-known-demon = Демон — **{ $name }**.
somna-known-resisted = Этой ночью вам сопротивлялись: { $names }
somna-field-known = Что вы знаете
somna-field-left = Осталось
somna-left-hexes = Порча
somna-left-elixir = Эликсир
somna-left-poison = Яд
somna-left-sabotage = срыв казни
somna-left-witches = новых Ведьм
somna-left-beasts = Зверь
somna-knowledge-when = Ночь { $night }: { $text }
somna-knowledge-knows = **{ $name }** — { $role }.
somna-knowledge-resisted = **{ $name }** устоял(а) перед соблазном: у этого игрока есть роль.
somna-knowledge-witch-made = **{ $name }** теперь ваша Ведьма.
somna-knowledge-beast-made = **{ $name }** теперь ваш Зверь.
somna-knowledge-seduction-failed = Попытка с **{ $name }** провалилась: эта душа сорвала ваш замысел, и ваша ночь окончена.
somna-knowledge-seduced = Демон соблазнил вас: теперь вы **Ведьма** (зло).
somna-knowledge-corrupted = Демон развратил вас: теперь вы **Зверь**. Демон — **{ $demon }**.
somna-knowledge-spell-yes = Ваше Заклятие на **{ $name }**: это **Демон**!
somna-knowledge-spell-no = Ваше Заклятие на **{ $name }**: это не Демон.
somna-knowledge-check-yes = Ваша проверка **{ $name }**: **похож(а) на Ведьму**.
somna-knowledge-check-no = Ваша проверка **{ $name }**: не похож(а) на Ведьму.
somna-knowledge-peek = Вы подсмотрели карту **{ $name }**: { $role }.
somna-knowledge-hexed = На вас была Порча: ваша сила не сработала.
somna-knowledge-hexed-power = На вас была Порча: ваше действие «{ $power }» не сработало.
somna-knowledge-returned = Эликсир вернул вас к жизни: теперь вы простой житель.

# События дня, конец игры и итоги (cogs/present/somna.py).
somna-status-ready = Готовы завершить день: { $names } ({ $ready } из { $alive })
somna-status-late = ⏳ прошла половина времени (конец { $ends })
somna-status-late-waiting = ⏳ прошла половина времени (конец { $ends }): ещё не выбрали: { $names }
somna-event-choose-again = { $line } Выберите снова.
somna-event-night-falls = 🌙 **Наступает ночь { $night }.** Каждый отвечает на свой ночной запрос в ЛС (или через **Моя роль**) и может изменить ответ до рассвета; солнце встанет, когда ответят все или выйдет время.
somna-event-day-begins = ☀️ **День { $day }.** В живых ({ $count }): { $names }. Обсуждайте, затем выдвиньте кого-нибудь ниже или завершите день.
somna-event-nominated = ⚖️ **{ $accuser }** обвиняет **{ $nominee }**. { $nominee }, ваше слово в защиту.
somna-event-vote-opened = 🗳️ **Голосование по { $nominee }**: для казни нужно голосов «за»: { $needed }. Голос можно изменить, пока не проголосуют все.
somna-event-vote-closed = Голосование по **{ $nominee }** { $passed ->
    [yes] ✅ **принято**
   *[no] ❌ **отклонено**
}: «за» { $yes } ({ $yes_names }), «против» { $no } ({ $no_names }); нужно { $needed }.
somna-event-nominations-open = Выдвижения снова открыты ({ $failed ->
    [one] { $failed } неудачное голосование сегодня
    [few] { $failed } неудачных голосования сегодня
    [many] { $failed } неудачных голосований сегодня
   *[other] { $failed } неудачного голосования сегодня
}).
somna-event-final-vote = ⏳ **Финальное голосование.** Каждый живой игрок выбирает одного живого игрока (или воздерживается); кого выберут чаще всех, тот идёт на костёр, ничья решается жребием.
somna-event-pyre-lit = 🔥 **Для { $name } зажжён костёр.** Он вспыхнет, когда выйдет время.
somna-event-sabotaged = 💧 Кто-то залил дрова водой: костёр не загорится. **{ $name }** остаётся в живых, сегодня никого не казнят.
somna-event-executed = 🔥 **{ $name }**: казнь свершилась. { $demon ->
    [yes] 😈 **Демон изгнан!**
   *[no] Демон не изгнан.
}
somna-event-executed-role = 🔥 **{ $name }**: казнь свершилась. Роль: { $role }. { $demon ->
    [yes] 😈 **Демон изгнан!**
   *[no] Демон не изгнан.
}
somna-over-head = { $winner ->
    [village] 🏡 **Победила деревня**
   *[evil] 😈 **Победило зло**
}: { $reason ->
    [demon_dead] Демон мёртв
   *[other] живых жителей не больше, чем зла
}.
somna-over-died-with-demon = 💀 **{ $name }**: гибель вместе с Демоном.
somna-over-roles = **Роли:**
somna-over-story = **История:**
somna-over-dealt = { $role } (выпала роль «{ $dealt }»)
somna-faction-village = деревня
somna-faction-evil = зло
somna-result-line = { $mark } **{ $name }**: { $emoji } { $role } ({ $faction }, { $alive ->
    [yes] в живых
   *[no] мёртв(а)
}){ $won ->
    [yes] {" "}победа
   *[no] {""}
}

# Картинка деревни (cogs/present/somna_images.py), слова подставляются до рисования.
somna-picture-night = Ночь { $night }
somna-picture-day = День { $day }
somna-picture-day-sunrise = День { $day }: рассвет
somna-picture-over = { $winner ->
    [village] Победила деревня
   *[evil] Победило зло
}
somna-picture-line = в живых: { $alive } · погибли: { $dead }
somna-picture-hexed = под Порчей: { $count }
somna-picture-seat = место { $seat }
somna-picture-on-trial = под судом

## stats, ratings and achievements

## settings and preferences
