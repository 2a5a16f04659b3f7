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
   *[other] после { $votes } голосов
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
   *[other] { $count } человек спасено.
}
somna-story-saved-many-2 = { $saved ->
    [one] Смерть стучала не раз, но { $count_lower } человек спасён.
    [few] Смерть стучала не раз, но { $count_lower } человека спасены.
   *[other] Смерть стучала не раз, но { $count_lower } человек спасены.
}
somna-story-saved-many-3 = { $saved ->
    [one] Этой ночью судьба была милостива: { $count_lower } человек спасён.
    [few] Этой ночью судьба была милостива: { $count_lower } человека спасены.
   *[other] Этой ночью судьба была милостива: { $count_lower } человек спасены.
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


## stats, ratings and achievements

## settings and preferences
