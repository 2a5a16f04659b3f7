## The catalogue: ru. Sections by area; keys are area-thing-detail.

## common

words-language-name = Русский

## games (engine errors, reasons, events)

# Глоссарий движков (общие термины):
#   ход — move; ваш ход — your turn; параметр — table option; стол — table;
#   карта — card; масть — suit (Somnia); цвет — colour (Traumland);
#   взятка — trick; заход/зайти — lead; козырь = Кошмар (Nightmare, Somnia);
#   жетон песка — sand token (Somnikum); частица — particle; маховик — flywheel;
#   сон — dream; кошмар — nightmare; метка сна — sleep marker (Darkly Dreaming);
#   Демон Снов — Dream Demon, Ведьма — Witch, Торговец — Monger (Somna);
#   костёр — pyre; номинировать — nominate; голосование — vote; финальное голосование — final vote.
game-over = Игра окончена.
game-not-your-turn = Сейчас не ваш ход.
game-move-not-allowed = Сейчас этот ход недопустим.
game-option-not-bool = Параметр { $option } должен быть true или false.
game-option-not-int = Параметр { $option } должен быть целым числом.
game-option-too-small = Параметр { $option } должен быть не меньше { $minimum }.
game-option-too-large = Параметр { $option } должен быть не больше { $maximum }.
game-option-wrong-type = У параметра { $option } неверный тип.
game-option-not-a-choice = Параметр { $option } должен принимать одно из значений: { $allowed }.
game-option-unknown = В игре { $title } нет параметра { $options }.
game-players-out-of-range = Для игры { $title } нужно от { $lo } до { $hi } игроков, а не { $players }.

# Somnia: масть — suit (R красная, B синяя, G зелёная, Y жёлтая); Кошмар — Nightmare (козырная масть);
#   ренонс — revoke; фишка жизни — life chip; заход — lead; отвечать в масть — follow.
game-somnia-suit = { $suit ->
    [R] красная
    [B] синяя
    [G] зелёная
   *[Y] жёлтая
}
game-somnia-card = { game-somnia-suit } { $rank }
game-somnia-not-a-move = Такого хода в Somnia нет.
game-somnia-play-from-hand = Такого хода в Somnia нет: сыграйте карту с руки.
game-somnia-not-held = У вас на руке нет карты «{ $card }».
game-somnia-revoke-off = Ренонс за этим столом отключён: сыграйте карту, которую разрешают правила.
game-somnia-revoke-legal = Карту «{ $card }» можно сыграть по правилам, это не ренонс.
game-somnia-revoke-not-allowed = Ренонс — это ход не в масть захода, когда она у вас есть; эту карту просто нельзя сыграть.
game-somnia-revoke-no-life = У вас не осталось фишки жизни, чтобы заплатить за ренонс.
game-somnia-must-follow = Нужно отвечать в масть ({ game-somnia-suit }): у вас есть «{ $card }».
game-somnia-nightmare-led = Зашли с масти Кошмара ({ game-somnia-suit }): нужно сыграть карту Кошмара.
game-somnia-nightmare-must-beat = Карта Кошмара на заход в масть «{ game-somnia-suit }» должна побить «{ $card }», которая уже во взятке (если только у вас не одни карты Кошмара).
game-somnia-follow-or-win = Нужно отвечать в масть ({ game-somnia-suit }; у вас есть «{ $card }») или сыграть карту Кошмара ({ $nightmare ->
    [R] красная
    [B] синяя
    [G] зелёная
   *[Y] жёлтая
}), которая возьмёт взятку.

# Traumland: цвета R красный, B синий, Y жёлтый, G зелёный (карта — «красная 7»);
#   Божество — Divine; Сновидец — Dreamer; объявить — declare; пас — pass; заход — lead.
game-traumland-colour = { $colour ->
    [R] красная
    [B] синяя
    [Y] жёлтая
   *[G] зелёная
}
game-traumland-card = { $kind ->
    [divine] Божество
    [dreamer] Сновидец
    [value] { game-traumland-colour } { $value }
   *[other] { $card }
}
game-traumland-dreamer-as = Сновидец как { $card }
game-traumland-not-a-move = Такого хода в Traumland нет.
game-traumland-lead-no-pass = Вы заходите в эту взятку, поэтому должны сыграть карту; пасовать можно, когда сверху уже лежит карта.
game-traumland-dreamer-needs-declaration = Как есть играются только карты с числом и Божества; Сновидца нужно объявить.
game-traumland-not-held = У вас нет карты «{ $card }».
game-traumland-no-dreamer = У вас нет Сновидца.
game-traumland-bad-declaration = Сновидца объявляют картой от 1 до 11 красного, синего, жёлтого или зелёного цвета либо Божеством.
game-traumland-divine-lead-late = После первого захода в раунде заходить с Божества можно, только если у вас больше ничего нет.
game-traumland-dreamer-lead-divine = После первого захода в раунде Сновидец, с которого заходят, объявляется картой с числом: выберите цвет и число.
game-traumland-lead-not-allowed = Так заходить нельзя.
game-traumland-dreamer-on-divine = Сновидец на Божество объявляется цветом и числом, а не ещё одним Божеством.
game-traumland-on-divine = На Божество можно сыграть только единицу любого цвета или Сновидца.
game-traumland-dreamer-only-divine = Сновидца на карту «{ $card }» можно объявить только Божеством.
game-traumland-dreamer-must-beat = Сновидца на карту «{ $card }» нужно объявить { $colour ->
    [R] красной
    [B] синей
    [Y] жёлтой
   *[G] зелёной
} картой от { $low } до { $high } или Божеством.
game-traumland-must-beat = Чтобы побить карту «{ $card }», сыграйте { $colour ->
    [R] красную
    [B] синюю
    [Y] жёлтую
   *[G] зелёную
} карту старше, Божество или Сновидца либо пасуйте.

# Сомникум (термины по русским правилам): жетон сонного песка — sand token; частица сна — particle;
#   маховик сна — flywheel; карта встречи — encounter card; сюжет — plot; уровень — level;
#   разрыв — break; сновидение — dream; условие А — condition A;
#   Блуждающая звезда — Wandering Star; Золотая пыль — Golden Dust.
game-somnikum-now = Сейчас нужно { $phase ->
    [flywheels] расставить маховики сна
    [start] выложить жетон сонного песка, разыграть карту встречи или выбрать маховик
    [token] выбрать карту для жетона
    [steps] выбрать, на сколько шагов сдвинуть маховик
    [pay] выбрать жетоны, которыми вы платите за дополнительные шаги
    [attach] выбрать, куда в сновидении пойдёт карта
    [keep] оставить одну из вытянутых карт встреч
    [after] разыграть карту встречи или закончить ход
    [extra] выбрать маховик для шага Блуждающей звезды
    [dust] выбрать жетон для Золотой пыли
    [dust_target] выбрать карту для Золотой пыли
    [mend] выбрать разрыв, который нужно залатать
    [rob] выбрать, кого ограбить
   *[other] подождать
}.
game-somnikum-not-a-move = Такого хода в Сомникуме нет.
game-somnikum-not-now = Сейчас такой выбор невозможен. { $now }
game-somnikum-too-many-steps = Сдвинуть маховик можно не больше чем на { $most } { $most ->
    [one] шаг
    [few] шага
    [many] шагов
   *[other] шага
}: первые { $free } бесплатно, каждый следующий стоит один из ваших жетонов сонного песка (их у вас { $tokens }), а один шаг — это одна карта на поле.
game-somnikum-level-full = На { $level }-м уровне нет места: карта туда кладётся только под следующую пару карт уровнем выше, между которыми нет разрыва.
game-somnikum-particle-added = В этот ход вы уже добавили частицу сна.
game-somnikum-no-such-token = У вас нет жетона сонного песка с такой частицей.
game-somnikum-token-fits-nothing = Этот жетон не подходит ни к одной из ваших крайних правых карт: на карту другого сюжета нужны два одинаковых жетона (один возвращается в мешок).
game-somnikum-token-where = Жетон можно выложить только на последнюю карту одного из ваших рядов, а на карту другого сюжета — только вернув второй такой же жетон.
game-somnikum-encounter-not-held = У вас нет этой карты встречи.
game-somnikum-encounter-not-now = Сейчас разыграть карту встречи нельзя. { $now }
game-somnikum-encounter-round-over = После вашей карты на поле осталось столько карт, сколько игроков: раунд заканчивается сразу (условие А), поэтому карты встреч больше разыгрывать нельзя. Закончите ход.
game-somnikum-encounter-no-effect = Сейчас эта карта встречи ничего не даст, поэтому разыграть её нельзя.
game-somnikum-keep-drawn = Оставьте одну из только что вытянутых карт встреч.
game-somnikum-rob-whom = Выберите другого игрока, у которого есть хотя бы один жетон сонного песка.
game-somnikum-no-break = Слева от этой карты в вашем сновидении нет разрыва.
game-somnikum-gap-range = Выберите промежуток от 0 до { $last }.

# Список имён: $head, затем остальное ($tail).
game-list = { $head }, { $tail }
# Darkly Dreaming: сон — dream; виды снов: Глубины (D), Зависть (E), Клетки (C), Первобытное (P);
#   Кошмар — Nightmare; сновидец — dreamer; карта сновидца — dreamer card; метка сна — sleep marker;
#   стопка теней — shadow pile; стопка охоты — hunt pile; перебросить — reroll; место N — seat N.
game-darkly-dreaming-kind = { $kind ->
    [D] Глубины
    [E] Зависть
    [C] Клетки
   *[P] Первобытное
}
game-darkly-dreaming-not-a-move = Такого хода в Darkly Dreaming нет.
game-darkly-dreaming-must-sleep = Ваша метка сна на отметке { $limit }: нужно спать.
game-darkly-dreaming-return-count = Замешайте обратно ровно столько вытянутых снов: { $count }.
game-darkly-dreaming-return-drawn = Замешать обратно можно только вытянутые вами сны: { $dreams }.
game-darkly-dreaming-target-in-game = Кошмар бросает кубики только за сновидца, который ещё в игре.
game-darkly-dreaming-not-on-card = Этого сна нет на карте сновидца на месте { $dreamer }.
game-darkly-dreaming-primeval-empty = Тень Первобытного переносит сон только из одной из ваших стопок теней, а эта стопка пуста.
game-darkly-dreaming-become-largest = Вы становитесь Кошмаром своей самой большой ещё не занятой стопки теней: { $kinds }.
game-darkly-dreaming-now = Сейчас нужно { $kind ->
    [return] выбрать, какие вытянутые сны замешать обратно в колоду
    [target] выбрать сновидца, за которого бросается сон
    [envy] выбрать сон на карте сновидца на месте { $dreamer }, который нужно перебросить
    [primeval] решить, переносить ли сон из стопки теней в стопку охоты
    [nm_envy] выбрать, как ударит Кошмар Зависти
    [envy_two] выбрать сны, которые нужно перебросить
    [nm_depths] выбрать, какой из двух выброшенных снов вернётся назад
    [nm_primeval] решить, переносить ли сон Первобытного на 2 очка в стопку охоты
    [become] выбрать, каким Кошмаром стать
   *[sleep] выбрать: спать или не спать дальше
}.

# Somna: Демон Снов — Dream Demon; Ведьма — Witch; Зверь — Beast; Охотник на ведьм — Witch Hunter;
#   Священник — Priest; Аптекарь — Apothecary; Фанатик — Zealot; Торговец — Monger;
#   Любопытный — Curious One; Житель — Villager; сила — power; ночь/день — night/day;
#   номинировать — nominate; обвиняемый — the accused; оправдание — plea; костёр — pyre;
#   финальное голосование — final vote; саботировать казнь — sabotage an execution; порча — hex.
game-somna-power = { $power ->
    [seduce] Соблазнить Ведьму
    [corrupt] Обратить Зверя
    [hex] Порча
    [bless] Благословить дом
    [guard] Встать на стражу
    [slay] Убить
    [maul] Растерзать
    [poison] Отравить
    [vigilante] Покарать самосудом
    [elixir] Эликсир
    [spell] Заклинание (это Демон?)
    [check] Проверка на колдовство
   *[peek] Подсмотреть карту роли
}
game-somna-not-a-move = Такого хода в Somna нет.
game-somna-dead-wait = Мёртвые не участвуют ни в ночи, ни в голосованиях; вы по-прежнему можете наблюдать и говорить с духами.
game-somna-plea-wait = Обвиняемый оправдывается: голосование откроется, когда он закончит.
game-somna-ended-day-wait = Вы завершили день: дождитесь остальных или финального голосования.
game-somna-not-your-power = У вашей роли нет такой силы.
game-somna-resisted = Эта душа этой ночью устояла перед вами: выберите кого-нибудь другого.
game-somna-first-night-demon-only = В первую ночь действует только Демон Снов: он должен соблазнить Ведьму.
game-somna-power-unavailable = «{ $power }» сейчас недоступно: сила израсходована или её время ещё не пришло.
game-somna-bad-target = Этого игрока нельзя выбрать для этой силы.
game-somna-first-night-seduce = В первую ночь Демон Снов должен кого-нибудь соблазнить.
game-somna-night-only-powers = Сейчас ночь: можно использовать только ночные силы.
game-somna-day-no-powers = Сейчас день: ночные силы ждут наступления ночи.
game-somna-nominations-closed = Сейчас номинировать нельзя.
game-somna-nominate-self = Нельзя номинировать самого себя.
game-somna-nominate-living = Номинировать можно только живого игрока.
game-somna-final-not-started = Финальное голосование ещё не началось.
game-somna-pick-living = Выбрать можно только живого игрока.
game-somna-sabotage-monger = Саботировать казнь может только Торговец: один раз за игру и только если на него не наложена порча.
game-somna-no-vote = Сейчас голосования нет.
game-somna-not-now-day = В это время дня так сделать нельзя.

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

## stats, ratings and achievements

## settings and preferences
