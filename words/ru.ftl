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
