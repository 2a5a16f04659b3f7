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

# Glossary (ru), after the rulebook (shared/seeds/somnikum-rules-ru.txt):
#   dream card = карта сна; nightmare card = карта кошмара; goal card = карта цели;
#   encounter card = карта встречи; sand token = жетон сонного песка (жетон);
#   flywheel = маховик (сна); particle = частица (сна); plot = сюжет: fairy tale = сказка,
#   underwater = подводный мир, space = космос; a player's dream = сновидение; level = уровень;
#   row = ряд; break = разрыв; continuous = непрерывный (без разрыва); bag = мешок; deck = колода;
#   discard = сброс; VP = ПО (победные очки); back of a token = оборот (с песком / пустой);
#   one-shot = одноразовая; permanent = постоянная; ring = круг; place = место; step = шаг; round = раунд;
#   supply = запас. Card, goal and encounter names are invented (the rulebook names none).
somnikum-hand-label = Мои карты
somnikum-tagline = сновидения из карт круга
somnikum-over = Игра окончена.
somnikum-none = нет
somnikum-away = (нет на месте)
somnikum-permanent = постоянная
somnikum-one-shot = одноразовая
somnikum-plot-f-short = сказка
somnikum-plot-u-short = подводный мир
somnikum-plot-s-short = космос
somnikum-group-wheel = Сдвинуть маховик
somnikum-group-token = Сначала добавить частицу (по желанию)
somnikum-group-play = Разыграть карту встречи
somnikum-group-steps = На сколько шагов
somnikum-group-gaps = Расставить маховики
somnikum-group-choose = Выбор
somnikum-now-flywheels = расставляет маховики
somnikum-now-start = может добавить частицу, разыграть встречу, затем выбирает маховик
somnikum-now-token = выбирает карту для жетона сонного песка
somnikum-now-steps = выбирает, на сколько шагов сдвинуть маховик
somnikum-now-pay = платит жетонами за лишние шаги
somnikum-now-attach = присоединяет карту к своему сновидению
somnikum-now-keep = оставляет одну из вытянутых карт встреч
somnikum-now-after = может разыграть встречи, затем заканчивает ход
somnikum-now-extra = берёт дополнительную карту Блуждающей звезды
somnikum-now-dust = выбирает жетон для Золотой пыли
somnikum-now-dust-target = выбирает карту для Золотой пыли
somnikum-now-mend = выбирает разрыв, который уберёт
somnikum-now-rob = выбирает, кого обокрасть
somnikum-now-other = ходит
somnikum-you-flywheels = расставьте маховики (выберите промежуток для маховика 1; маховик 2 встанет напротив)
somnikum-you-start = можно добавить частицу или разыграть карту встречи; затем выберите, какой маховик сдвинуть
somnikum-you-token = выберите карту для жетона сонного песка
somnikum-you-steps = выберите, на сколько шагов сдвинуть маховик
somnikum-you-pay = выберите жетоны, которыми заплатите за лишние шаги
somnikum-you-attach = выберите, куда положить карту в сновидении
somnikum-you-keep = оставьте одну из вытянутых карт встреч
somnikum-you-after = разыграйте карты встреч или закончите ход
somnikum-you-extra = Блуждающая звезда: выберите маховик для дополнительного шага
somnikum-you-dust = Золотая пыль: выберите жетон
somnikum-you-dust-target = Золотая пыль: выберите карту
somnikum-you-mend = Штопальная нить: выберите разрыв
somnikum-you-rob = Похититель песка: выберите, кого обокрасть
somnikum-you-other = ваш ход
somnikum-effect-draw-tokens = взять { $amount ->
        [one] { $amount } жетон
        [few] { $amount } жетона
        [many] { $amount } жетонов
       *[other] { $amount } жетона
    } сонного песка
somnikum-effect-extra-free-steps = +{ $amount ->
        [one] { $amount } бесплатный шаг
        [few] { $amount } бесплатных шага
        [many] { $amount } бесплатных шагов
       *[other] { $amount } бесплатных шага
    } в этот ход
somnikum-effect-reverse-move = ход маховика против часовой стрелки
somnikum-effect-mend-break = убрать разрыв из сновидения
somnikum-effect-golden-dust = ещё один жетон на карту
somnikum-effect-draw-encounters = взять { $amount ->
        [one] { $amount } карту встречи
        [few] { $amount } карты встреч
        [many] { $amount } карт встреч
       *[other] { $amount } карты встреч
    }, оставить 1
somnikum-effect-extra-take = ещё одна карта (1 бесплатный шаг)
somnikum-effect-steal-token = случайный жетон у другого игрока
somnikum-effect-free-fourth-step = 4-й шаг бесплатный (постоянно)
somnikum-effect-plot-patron = жетоны «{ $plot }» на любую карту за 1 жетон (постоянно)
somnikum-effect-night-light = кошмары теряют 1 глаз при подсчёте (постоянно)
somnikum-effect-constellation = +2 ПО за ряд из 3+ карт без разрывов (постоянно)
somnikum-effect-sand-keeper = +1 ПО за каждые 3 жетона в конце (постоянно)
somnikum-card-nightmare-label = { $name } (кошмар) { $worth }
somnikum-gap = между местами { $before } и { $after }
somnikum-ring-flywheel = { $wheel } **маховик { $number }**
somnikum-dream-level = **У{ $level }**
somnikum-dream-empty = (карт пока нет)
somnikum-backs = оборот: песок { $sand }, пустой { $blank }
somnikum-ending-game = ⚠️ **Этот ход завершит игру**
somnikum-ending-round = ⚠️ **Этот ход завершит раунд**
somnikum-ending-because = { $ending } ({ $why })
somnikum-ending-why-a = на круге останется всего { $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }
somnikum-ending-why-b = между маховиками нет карт, и вытянут жетон с пустым оборотом
somnikum-board-title = { $game }: раунд { $round } из 3
somnikum-board-title-over = { $game }: итоговый счёт
somnikum-board-turn = ▶️ **{ $name }** { $what }.
somnikum-board-picked = выбран маховик { $wheel } { $number }
somnikum-board-took = взята карта { $card }
somnikum-board-free-steps = { $count ->
        [one] { $count } бесплатный шаг
        [few] { $count } бесплатных шага
        [many] { $count } бесплатных шагов
       *[other] { $count } бесплатных шага
    }
somnikum-board-backspin = маховик идёт против часовой стрелки (Обратный ход)
somnikum-board-fresh-ring = Новый круг из { $count ->
        [one] { $count } карты
        [few] { $count } карт
        [many] { $count } карт
       *[other] { $count } карт
    }: ⚫ ставится между двумя местами, ⚪ — напротив.
somnikum-board-ring = **Круг** (по часовой стрелке; на круге { $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }, раунд закончится, когда их останется { $players }; ⚫n / ⚪n — шагов от маховика 1 / 2; 3 шага бесплатны):
somnikum-board-score = { $name }: { $score } ПО
somnikum-face-up = В открытую: { $cards }
somnikum-piles-title = Стопки
somnikum-piles = Колода снов { $deck } · мешок ⏳{ $bag } · колода встреч { $encounters }
somnikum-discarded = Сброс: { $cards }
somnikum-board-footer = ⏳ жетоны сонного песка в запасе (оборот с песком или пустой виден всем, частицы — тайна), ❓ карты встреч в запасе (тайна). Ваши жетоны, цель и встречи — кнопка «{ $hand }».
somnikum-score-stars = ★ уровень 1: { $one } · уровень 2 (x2): { $two } · уровень 3 (x3): { $three } · отдельные (x1): { $isolated }
somnikum-score-eyes = 👁️ глаза: { $eyes } · неразыгранные встречи: { $unplayed }
somnikum-score-goal = Цель: { $points } ({ $by })
somnikum-score-goal-named = Цель «{ $goal }»: { $points } ({ $by })
somnikum-score-bonus = { $bonus }: { $points }
somnikum-bonus-constellation = Созвездие
somnikum-bonus-sand-keeper = Хранитель песка
somnikum-private-title = { $game }: ваше сновидение и карты (раунд { $round })
somnikum-private-turn = ▶️ **Ваш ход**: { $what }.
somnikum-private-steps = Бесплатных шагов: { $free }; не больше { $most ->
        [one] { $most } шага
        [few] { $most } шагов
        [many] { $most } шагов
       *[other] { $most } шагов
    } (каждый шаг сверх бесплатных стоит жетон). 1 шаг даёт 2 жетона, 2 шага — 1.
somnikum-private-attach = Карта, которую нужно присоединить: { $card }
somnikum-private-ending = { $ending }.
somnikum-private-ending-a = { $ending }: после того как вы присоедините карту, разыграть ничего не получится.
somnikum-private-picked = Выбран жетон: { $token }
somnikum-private-waiting = Ходит { $name }; вам пока делать нечего.
somnikum-private-tokens = **Ваши жетоны сонного песка** ({ $count }): { $tokens }
somnikum-private-goal = **Ваша карта цели**: { $particles } (1 ПО за каждую такую частицу на картах сновидения)
somnikum-private-goal-named = **Ваша карта цели «{ $goal }»**: { $particles } (1 ПО за каждую такую частицу на картах сновидения)
somnikum-private-hand = Ваши карты встреч ({ $count }, по 1 ПО за каждую неразыгранную)
somnikum-private-hand-card = ❓ **{ $card } { $name }** ({ $kind }): { $text }
somnikum-private-drawn = Только что вытянуты: оставьте одну
somnikum-private-drawn-card = **{ $card } { $name }**: { $text }
somnikum-private-dream = Ваше сновидение
somnikum-label-extra = Блуждающая звезда: маховик { $number } на шаг → взять { $card }
somnikum-label-wheel = Сдвинуть маховик { $number } (следующая карта: { $card })
somnikum-label-dust = Золотая пыль: жетон { $token }
somnikum-label-token = Положить жетон { $token } на свою карту
somnikum-label-place-on = { $token } на последнюю карту уровня { $level } { $card } ({ $tokens ->
        [1] 1 жетон
       *[other] 2 одинаковых жетона, один вернётся в мешок
    })
somnikum-label-back = ← Назад: выбрать заново
somnikum-cost-pay = заплатить { $count ->
        [one] { $count } жетон
        [few] { $count } жетона
        [many] { $count } жетонов
       *[other] { $count } жетона
    }
somnikum-cost-free-two = бесплатно, +2 жетона
somnikum-cost-free-one = бесплатно, +1 жетон
somnikum-cost-free = бесплатно
somnikum-label-steps = Маховик { $number }: { $steps ->
        [one] { $steps } шаг
        [few] { $steps } шага
        [many] { $steps } шагов
       *[other] { $steps } шага
    }{ $way } → взять { $card } ({ $cost })
somnikum-label-pay = Заплатить жетоном { $token } (осталось заплатить: { $left })
somnikum-label-keep = Оставить { $card }: { $effect }
somnikum-label-play = Разыграть { $card }: { $effect }
somnikum-label-mend = Убрать разрыв слева от { $card } (уровень { $level })
somnikum-label-rob = Обокрасть { $name } ({ $count ->
        [one] { $count } жетон
        [few] { $count } жетона
        [many] { $count } жетонов
       *[other] { $count } жетона
    })
somnikum-label-end-turn = Закончить ход
somnikum-attach = На уровень { $level }
somnikum-attach-under = На уровень { $level } (под местами { $left }-{ $right })
somnikum-attach-starts = начинает ряд
somnikum-attach-continuous = без разрыва
somnikum-attach-break = разрыв ✂️
somnikum-attach-draws = { $where }: { $how }, взять { $count ->
        [one] { $count } карту встречи
        [few] { $count } карты встреч
        [many] { $count } карт встреч
       *[other] { $count } карты встреч
    }
somnikum-event-flywheels = ⚫⚪ { $who } расставляет маховики: ⚫ 1 { $first }, ⚪ 2 { $second }.
somnikum-event-token = { $who } кладёт жетон { $token } на { $card } (уровень { $level }).
somnikum-event-token-rule-b = { $who } кладёт жетон { $token } на { $card } (уровень { $level }) (другой сюжет: второй такой же жетон вернулся в мешок).
somnikum-event-token-dust = { $who } кладёт жетон { $token } на { $card } (уровень { $level }) (Золотая пыль).
somnikum-event-paid = Вы заплатили жетоном { $token }.
somnikum-event-moved-extra = 🌟 { $who } сдвигает маховик { $wheel } { $number } ещё на шаг (Блуждающая звезда) и берёт { $card } с места { $place }.
somnikum-event-moved = { $who } сдвигает маховик { $wheel } { $number } на { $steps ->
        [one] { $steps } шаг
        [few] { $steps } шага
        [many] { $steps } шагов
       *[other] { $steps } шага
    }{ $backwards ->
        [yes] {" "}против часовой стрелки
       *[no] {""}
    }{ $paid ->
        [0] {""}
       *[other] , заплатив { $paid ->
        [one] { $paid } жетон
        [few] { $paid } жетона
        [many] { $paid } жетонов
       *[other] { $paid } жетона
    },
    } и берёт { $card } с места { $place }.
somnikum-event-drawn = { $who } тянет { $count ->
        [one] { $count } жетон сонного песка
        [few] { $count } жетона сонного песка
        [many] { $count } жетонов сонного песка
       *[other] { $count } жетона сонного песка
    }.
somnikum-event-drawn-pouch = { $who } тянет { $count ->
        [one] { $count } жетон сонного песка
        [few] { $count } жетона сонного песка
        [many] { $count } жетонов сонного песка
       *[other] { $count } жетона сонного песка
    } (Мешочек Песочного человека).
somnikum-event-bag-empty = Мешок пуст.
somnikum-event-received = ⏳ Вы вытянули: { $tokens }.
somnikum-event-b-none-drawn = Между маховиками не осталось карт, но жетоны не вытягивались: раунд продолжается.
somnikum-event-b-ends = ⚠️ Между маховиками не осталось карт, и у { $blank } из { $drawn ->
        [one] { $drawn } вытянутого жетона
        [few] { $drawn } вытянутых жетонов
        [many] { $drawn } вытянутых жетонов
       *[other] { $drawn } вытянутых жетонов
    } пустой оборот: **раунд закончится после этого хода**.
somnikum-event-b-goes-on = Между маховиками не осталось карт; среди вытянутых жетонов нет пустых оборотов, так что раунд продолжается.
somnikum-event-attached-first = { $who } присоединяет { $card } к уровню { $level }, место { $place }.
somnikum-event-attached = { $who } присоединяет { $card } к уровню { $level }, место { $place }, сон непрерывен.
somnikum-event-attached-break = { $who } присоединяет { $card } к уровню { $level }, место { $place }, с разрывом ✂️.
somnikum-event-attached-break-empty = { $who } присоединяет { $card } к уровню { $level }, место { $place }, с разрывом ✂️ (мешок пуст: без жетона).
somnikum-event-reshuffled = Сброс карт встреч перемешан в новую колоду ({ $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }).
somnikum-event-encounters-none-catcher = { $who } не может взять карты встреч (Ловец снов): их не осталось.
somnikum-event-encounters-none = { $who } не может взять карты встреч за ❓ на уровне { $level }: их не осталось.
somnikum-event-encounters-catcher = { $who } берёт { $count ->
        [one] { $count } карту встречи
        [few] { $count } карты встреч
        [many] { $count } карт встреч
       *[other] { $count } карты встреч
    } (Ловец снов).
somnikum-event-encounters = { $who } берёт { $count ->
        [one] { $count } карту встречи
        [few] { $count } карты встреч
        [many] { $count } карт встреч
       *[other] { $count } карты встреч
    } за ❓ на уровне { $level }.
somnikum-event-seen = ❓ Вы вытянули { $cards }.
somnikum-event-kept = Вы оставляете { $card }.
somnikum-event-discarded = { $who } сбрасывает { $cards } (в открытую).
somnikum-event-played = ✨ { $who } разыгрывает **{ $name }** (одноразовая): { $text }
somnikum-event-played-permanent = ✨ { $who } разыгрывает **{ $name }** (постоянная, остаётся в открытую): { $text }
somnikum-event-mended = 🧵 { $who } убирает разрыв слева от { $card } (уровень { $level }).
somnikum-event-stolen = { $who } забирает случайный жетон сонного песка у **{ $victim }** (Похититель песка).
somnikum-event-stolen-particle = Похититель песка: { $who } забирает у **{ $victim }** жетон { $token }.
somnikum-event-round-ended-a = 🌅 **Раунд { $round } окончен** (на круге осталось столько карт, сколько игроков).
somnikum-event-round-ended-b = 🌅 **Раунд { $round } окончен** (между маховиками нет карт, и вытянут жетон с пустым оборотом).
somnikum-event-leftover = Оставшиеся карты выходят из игры: { $cards }.
somnikum-event-round-started = 🌙 **Раунд { $round }**: выложен новый круг из { $count ->
        [one] { $count } карты
        [few] { $count } карт
        [many] { $count } карт
       *[other] { $count } карт
    }; **{ $name }** расставляет маховики.
somnikum-event-final-scoring = 📜 **Итоговый подсчёт**
somnikum-event-final-seat = **{ $name }**: **{ $score } ПО** (жетонов в запасе: { $count })
somnikum-result-goal = цель { $points }
somnikum-result-encounters = встречи { $points }
somnikum-result = { $medal } **{ $name }**: { $score } ПО ({ $parts })
somnikum-picture-ends-game = Этот ход завершит игру
somnikum-picture-ends-round = Этот ход завершит раунд
somnikum-picture-final = Итоговый счёт
somnikum-picture-left = На круге { $count ->
        [one] осталась { $count } карта
        [few] осталось { $count } карты
        [many] осталось { $count } карт
       *[other] осталось { $count } карты
    }
somnikum-picture-title = Раунд { $round } из 3: { $name }
somnikum-picture-info = На круге { $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }; раунд кончится на { $players }
somnikum-picture-placing = Расстановка маховиков
somnikum-picture-took = Взята карта «{ $card }»
somnikum-picture-steps-both = Шаги от маховиков 1 и 2 (бесплатно: { $free })
somnikum-picture-steps = Шаги от маховика { $number } (бесплатно: { $free })
somnikum-picture-steps-back = Шаги от маховика { $number } назад (бесплатно: { $free })
somnikum-picture-score = { $total } ПО, частицы цели { $goal }
somnikum-picture-running = { $total } ПО пока (карта цели тайная)
somnikum-picture-holdings = Жетонов: { $tokens }, карт встреч: { $held }
somnikum-picture-holdings-backs = Жетонов: { $tokens } (песок { $sand }, пустых { $blank }), карт встреч: { $held }
somnikum-picture-token = жетон
somnikum-picture-no-cards = Карт пока нет

# Particles, encounter cards, dream cards, goal cards.
somnikum-particle-dragon = дракон
somnikum-particle-castle = замок
somnikum-particle-princess = принцесса
somnikum-particle-unicorn = единорог
somnikum-particle-crown = корона
somnikum-particle-fairy = фея
somnikum-particle-golden-key = золотой ключик
somnikum-particle-apple = яблоко
somnikum-particle-octopus = осьминог
somnikum-particle-mermaid = русалка
somnikum-particle-fish = рыба
somnikum-particle-shell = ракушка
somnikum-particle-turtle = черепаха
somnikum-particle-crab = краб
somnikum-particle-whale = кит
somnikum-particle-anchor = якорь
somnikum-particle-cloud = туча
somnikum-particle-rocket = ракета
somnikum-particle-planet = планета
somnikum-particle-comet = комета
somnikum-particle-moon = луна
somnikum-particle-alien = инопланетянин
somnikum-particle-ufo = НЛО
somnikum-particle-astronaut = космонавт
somnikum-encounter-e01 = Мешочек Песочного человека
somnikum-encounter-e01-text = Возьмите из мешка 2 случайных жетона сонного песка.
somnikum-encounter-e02 = { somnikum-encounter-e01 }
somnikum-encounter-e02-text = { somnikum-encounter-e01-text }
somnikum-encounter-e03 = { somnikum-encounter-e01 }
somnikum-encounter-e03-text = { somnikum-encounter-e01-text }
somnikum-encounter-e04 = Попутный ветер
somnikum-encounter-e04-text = В этот ход у маховика на 2 бесплатных шага больше. Жетоны по-прежнему даются только за ход на 1 или 2 шага.
somnikum-encounter-e05 = { somnikum-encounter-e04 }
somnikum-encounter-e05-text = { somnikum-encounter-e04-text }
somnikum-encounter-e06 = Обратный ход
somnikum-encounter-e06-text = В этот ход двигайте выбранный маховик против часовой стрелки, а не по ней (цена шагов и жетоны те же).
somnikum-encounter-e07 = { somnikum-encounter-e06 }
somnikum-encounter-e07-text = { somnikum-encounter-e06-text }
somnikum-encounter-e08 = Штопальная нить
somnikum-encounter-e08-text = Уберите из своего сновидения один жетон разрыва и верните его в мешок. Теперь эти две карты образуют непрерывный сон.
somnikum-encounter-e09 = { somnikum-encounter-e08 }
somnikum-encounter-e09-text = { somnikum-encounter-e08-text }
somnikum-encounter-e10 = Золотая пыль
somnikum-encounter-e10-text = Выложите один жетон сонного песка из запаса на крайнюю правую карту своего сновидения любого сюжета, потратив всего один жетон. Это сверх необязательного действия.
somnikum-encounter-e11 = { somnikum-encounter-e10 }
somnikum-encounter-e11-text = { somnikum-encounter-e10-text }
somnikum-encounter-e12 = Ловец снов
somnikum-encounter-e12-text = Возьмите 2 карты встреч: одну оставьте, другую сбросьте.
somnikum-encounter-e13 = { somnikum-encounter-e12 }
somnikum-encounter-e13-text = { somnikum-encounter-e12-text }
somnikum-encounter-e14 = Блуждающая звезда
somnikum-encounter-e14-text = Присоединив карту в этот ход, сдвиньте любой маховик ровно на 1 шаг (бесплатно, без жетонов), возьмите эту карту и присоедините её по обычным правилам (включая символ встречи). Затем проверьте условия конца раунда.
somnikum-encounter-e15 = Похититель песка
somnikum-encounter-e15-text = Возьмите 1 случайный жетон сонного песка из запаса другого игрока.
somnikum-encounter-e16 = { somnikum-encounter-e15 }
somnikum-encounter-e16-text = { somnikum-encounter-e15-text }
somnikum-encounter-e17 = Песочные часы
somnikum-encounter-e17-text = В каждый ваш ход 4-й шаг маховика тоже бесплатный.
somnikum-encounter-e18 = { somnikum-encounter-e17 }
somnikum-encounter-e18-text = { somnikum-encounter-e17-text }
somnikum-encounter-e19 = Фея-крёстная
somnikum-encounter-e19-text = Жетон сказки можно выложить на карту любого сюжета, потратив один жетон.
somnikum-encounter-e20 = Морской царь
somnikum-encounter-e20-text = Жетон подводного мира можно выложить на карту любого сюжета, потратив один жетон.
somnikum-encounter-e21 = Звёздный штурман
somnikum-encounter-e21-text = Жетон космоса можно выложить на карту любого сюжета, потратив один жетон.
somnikum-encounter-e22 = Ночник
somnikum-encounter-e22-text = При финальном подсчёте на каждой вашей карте кошмара на 1 глаз меньше (не меньше 0).
somnikum-encounter-e23 = Созвездие
somnikum-encounter-e23-text = При финальном подсчёте +2 ПО за каждый ряд сновидения из 3 и более карт без разрывов.
somnikum-encounter-e24 = Хранитель песка
somnikum-encounter-e24-text = При финальном подсчёте +1 ПО за каждые 3 жетона сонного песка в запасе.
somnikum-card-f01 = Драконье золото
somnikum-card-f02 = Воздушный замок
somnikum-card-f03 = Спящая принцесса
somnikum-card-f04 = Лунный единорог
somnikum-card-f05 = Потерянная корона
somnikum-card-f06 = Ведьмин круг
somnikum-card-f07 = Ключ в никуда
somnikum-card-f08 = Отравленное яблоко
somnikum-card-f09 = Звёздная корона
somnikum-card-f10 = Драконья башня
somnikum-card-f11 = Пир Белоснежки
somnikum-card-f12 = Тайна единорога
somnikum-card-f13 = Дар крёстной
somnikum-card-f14 = Галоп по саду
somnikum-card-f15 = Тронный зал
somnikum-card-f16 = Охраняемый клад
somnikum-card-f17 = Заколдованная башня
somnikum-card-f18 = Фея-ключница
somnikum-card-f19 = Королевский выезд
somnikum-card-f20 = Пир короля драконов
somnikum-card-f21 = Стеклянный дворец
somnikum-card-f22 = Королева в плену
somnikum-card-f23 = Запертая кладовая
somnikum-card-f24 = Ключ укротителя
somnikum-card-f25 = Праздник урожая
somnikum-card-f26 = Наследница
somnikum-card-f27 = Сказочный финал
somnikum-card-f28 = Змеиный сад
somnikum-card-u01 = Объятия осьминога
somnikum-card-u02 = Песнь русалки
somnikum-card-u03 = Серебряная стая
somnikum-card-u04 = Шепчущая ракушка
somnikum-card-u05 = Старая черепаха
somnikum-card-u06 = Ход боком
somnikum-card-u07 = Песня кита
somnikum-card-u08 = Брошенный якорь
somnikum-card-u09 = Черепаший поход
somnikum-card-u10 = Чернила и чешуя
somnikum-card-u11 = Затонувшая гавань
somnikum-card-u12 = Жемчужина Левиафана
somnikum-card-u13 = Приливная лужа
somnikum-card-u14 = Клад с корабля
somnikum-card-u15 = Коралловая прогулка
somnikum-card-u16 = Дуэль в бездне
somnikum-card-u17 = Крабий суд
somnikum-card-u18 = Великан в ракушках
somnikum-card-u19 = Рынок на рифе
somnikum-card-u20 = Сад на обломках
somnikum-card-u21 = Хор лагуны
somnikum-card-u22 = Лес водорослей
somnikum-card-u23 = Утонувший колокол
somnikum-card-u24 = Глубокая впадина
somnikum-card-u25 = Медленный прилив
somnikum-card-u26 = Большая миграция
somnikum-card-u27 = Ловец жемчуга
somnikum-card-u28 = Призрак гавани
somnikum-card-s01 = Подушка из тучи
somnikum-card-s02 = Полночный старт
somnikum-card-s03 = Мир с кольцами
somnikum-card-s04 = Комета желаний
somnikum-card-s05 = Полумесяц
somnikum-card-s06 = Зелёный гость
somnikum-card-s07 = Огни тарелки
somnikum-card-s08 = Парящий космонавт
somnikum-card-s09 = Урожайная луна
somnikum-card-s10 = Сквозь тучи
somnikum-card-s11 = Первый след
somnikum-card-s12 = Погоня за кометой
somnikum-card-s13 = Родная планета
somnikum-card-s14 = Верхом на хвосте
somnikum-card-s15 = Полёт на Луну
somnikum-card-s16 = Похищение в тучах
somnikum-card-s17 = Безбилетник
somnikum-card-s18 = Летающая тарелка
somnikum-card-s19 = На волосок
somnikum-card-s20 = Прогулка по Луне
somnikum-card-s21 = Звёздная гонка
somnikum-card-s22 = Небесный атлас
somnikum-card-s23 = Космический бой
somnikum-card-s24 = Звездопад
somnikum-card-s25 = Лунное посольство
somnikum-card-s26 = Вечеринка на орбите
somnikum-card-s27 = Большое турне
somnikum-card-s28 = Близкий контакт
somnikum-card-n1 = Вечное падение
somnikum-card-n2 = Бесконечный коридор
somnikum-card-n3 = Запертая дверь
somnikum-card-n4 = Погоня теней
somnikum-goal-g1 = Дикие звери
somnikum-goal-g2 = Странные дома
somnikum-goal-g3 = Великаны и короли
somnikum-goal-g4 = Странники
somnikum-goal-g5 = Медленное время
somnikum-goal-g6 = Дальние дороги
somnikum-goal-g7 = Хранители тайн
somnikum-goal-g8 = Мелочи

## darkly-dreaming

# Глоссарий (ru): dream = сон (тип сна: Глубины, Зависть, Клетки, Дикость; род. п. Глубин, Зависти,
#   Клеток, Дикости); dreamer = сновидец; Nightmare = Кошмар (Кошмар Зависти); shadow = тень (Тень Зависти);
#   hunt = охота (стопка охоты); exhaust = истощение (стопка истощения); face up / face down = открыто / рубашкой
#   вверх; sleep marker = маркер сна; comatose = в коме; out = выбыл; points = очки; deck = колода; goal = цель;
#   final round = последний круг; roll / reroll = бросок / перебросить; stay awake = не спать.
darkly-hand-label = Моя карта
darkly-tagline = испытай удачу против кошмаров
darkly-dream = { $dream ->
        [D] Глубины
        [E] Зависть
        [C] Клетки
        [P] Дикость
       *[other] { $dream }
    }
darkly-shadow-of = Тень { $dream ->
        [D] Глубин
        [E] Зависти
        [C] Клеток
        [P] Дикости
       *[other] ?
    }
darkly-shadow = Тень
darkly-nothing = ничего
darkly-result-1pt = ⭐ 1 очко
darkly-result-2pt = ⭐ 2 очка
darkly-result-exhaust = 💤 истощение
darkly-result-hunt = 🐾 охота
darkly-result-shadow = 🌑 тень
darkly-danger = 💤 Истощение { $exhaust }/{ $exhaust_limit } · рубашкой вверх { $face_down }/{ $face_down_limit } · 🐾 Охота { $hunt }/{ $hunt_limit } · 🌑 { $shadow } { $shadows }/{ $shadow_limit }
darkly-spot-shadow = { $dream } из стопки теней
darkly-spot-hunt = { $dream } из стопки охоты
darkly-spot-exhaust-down = { $dream } из истощения (№{ $place } снизу, рубашкой вверх)
darkly-spot-exhaust-up = { $dream } из истощения (№{ $place } снизу, открыто)
darkly-spot-points = { $dream } из очков ({ $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    })
darkly-odds = в среднем ⭐{ $points } 💤{ $exhaust } 🐾{ $hunt } 🌑{ $shadow }
darkly-points = ⭐ Очки **{ $total }**
darkly-points-groups = ⭐ Очки **{ $total }**: { $groups }
darkly-status-nightmare = 😈 Кошмар { $dream ->
        [D] Глубин
        [E] Зависти
        [C] Клеток
        [P] Дикости
       *[other] ?
    }
darkly-status-comatose-end = 😵 сновидец в коме
darkly-status-comatose = 😵 в коме (пропускает следующий ход)
darkly-status-out-end = ❌ выбыл из игры (не может победить)
darkly-status-out = ❌ выбыл
darkly-status-dreamer = 🛌 сновидец
darkly-card-out = Выбыл из игры: победить не может.
darkly-card-nightmare = 😈 Забирает каждую тень «{ $dream }», которую разыгрывал бы сновидец.
darkly-card-hunt = 🐾 Охота { $count }/{ $limit }: { $dreams }
darkly-card-hunt-none = 🐾 Охота { $count }/{ $limit }
darkly-card-exhaust = 💤 Истощение { $count }/{ $limit }: { $marks } · рубашкой вверх { $down }/{ $down_limit }
darkly-card-exhaust-none = 💤 Истощение { $count }/{ $limit } · рубашкой вверх { $down }/{ $down_limit }
darkly-card-shadow = 🌑 Тени { $counts } (Кошмар при { $limit })
darkly-the-nightmare-of = Кошмар { $dream ->
        [D] Глубин
        [E] Зависти
        [C] Клеток
        [P] Дикости
       *[other] ?
    }
darkly-a-nightmare = Кошмар
darkly-away = (нет на месте)
darkly-await-return-one = { $who } ({ $nightmare }) вытягивает { $dreams }: оставить один сон, чтобы бросить за сновидца
darkly-await-return = { $who } вытягивает { $short } ({ $dreams }): замешать обратно { $count ->
        [one] { $count } сон
        [few] { $count } сна
        [many] { $count } снов
       *[other] { $count } сна
    }, остальные бросаются
darkly-await-target = { $who } ({ $nightmare }) выбирает сновидца, за которого бросит { $dream }
darkly-await-envy-shadow = { $who } выбирает сон **{ $of }** для переброса (Тень Зависти)
darkly-await-envy-nightmare = { $who } выбирает сон **{ $of }** для переброса (Кошмар Зависти)
darkly-await-primeval = { $who } может переложить сон из теней в свою стопку охоты (Тень Дикости)
darkly-await-nm-envy = { $who } (Кошмар Зависти) выбирает, как ударить по **{ $of }**
darkly-await-envy-two = { $who } выбирает ещё { $count ->
        [one] { $count } свой сон
        [few] { $count } своих сна
        [many] { $count } своих снов
       *[other] { $count } своих сна
    } для переброса (Кошмар Зависти)
darkly-await-nm-depths = { $who } (Кошмар Глубин) возвращает в колоду один из бросков **{ $of }**: { $rolls }
darkly-and = {" "}и{" "}
darkly-or = {" "}или{" "}
darkly-await-nm-primeval = { $who } (Кошмар Дикости) может переложить двухочковую Дикость **{ $of }** в его стопку охоты
darkly-await-become = { $who } выбирает, каким Кошмаром стать: { $choices }
darkly-await-sleep-forced = { $who } на маркере сна { $marker }: придётся уснуть
darkly-await-sleep = { $who } выбирает: 😴 уснуть или ☕ не спать и вытянуть { $draw }
darkly-await-other = { $who } делает выбор
darkly-marker = 🌙 маркер { $marker }
darkly-board-over = 🏁 Игра окончена ({ $why }).
darkly-board-haunts = 🌙 Ход { $turn }: **{ $name }**, { $nightmare }, преследует сновидца
darkly-board-dreams = 🌙 Ход { $turn }: **{ $name }** видит сны · маркер сна **{ $marker }** (3→{ $max })
darkly-board-deck = 🃏 Колода: { $count ->
        [one] { $count } сон
        [few] { $count } сна
        [many] { $count } снов
       *[other] { $count } сна
    } · цель { $goal } очков
darkly-board-final-round = 🔔 последний круг: он кончится перед ходом **{ $name }**
darkly-board-nightmares = 😈 Кошмары: { $claimed }
darkly-waiting = ⏳ Ждём: { $what }.
darkly-dice-title = 🎲 Кубики этого хода
darkly-dice-none = Кубики ещё не брошены.
darkly-dice-earlier = … ещё { $count } раньше,
darkly-legend = 🌊 Глубины · 🐍 Зависть · ⛓️ Клетки · 🐺 Дикость | ⭐ очки · 🐾 охота · 💤 истощение (↑ открыто, ↓ рубашкой вверх) · 🌑 тень
darkly-over-final-round = последний круг сыгран
darkly-over-all-nightmares = сновидцев не осталось
darkly-over-deck-empty = колода кончилась
darkly-private-title = { $game }: ваша карта сновидца
darkly-roll-odds = Бросить { $dreams }: { $odds }
darkly-group-return = Выберите два сна, которые замешаете обратно (остальные бросаются)
darkly-group-return-one = Оставьте один сон, чтобы бросить за сновидца
darkly-group-target = Выберите сновидца, за которого бросаете
darkly-group-envy = Выберите сон { $of } для переброса
darkly-group-envy-two = Выберите свой сон для переброса
darkly-group-primeval = Тень Дикости: переложить сон из теней в стопку охоты?
darkly-group-nm-envy = Как ударит Кошмар Зависти
darkly-group-nm-depths = Какой бросок вернётся в колоду
darkly-group-nm-primeval = Переложить двухочковую Дикость { $of } в его стопку охоты?
darkly-group-become = Выберите, каким Кошмаром стать
darkly-group-sleep = Уснуть или не спать
darkly-group-choose = Выбор
darkly-label-return = Вернуть { $dreams }
darkly-label-roll-for = Бросок за { $name }
darkly-label-pick-exhaust = Взять сон истощения №{ $place }
darkly-label-pick-shadow = Взять { $dream } из стопки теней
darkly-label-pick-hunt = Взять { $dream } из стопки охоты
darkly-label-pick-points = Взять { $dream } из очков
darkly-label-move-nothing = Ничего не перекладывать
darkly-label-envy-pick-after = Выбрать сон для переброса
darkly-label-envy-two-after = Сновидец перебрасывает два
darkly-label-send-back = Вернуть бросок { $number }
darkly-label-become = Стать Кошмаром { $dream ->
        [D] 🌊 Глубин
        [E] 🐍 Зависти
        [C] ⛓️ Клеток
        [P] 🐺 Дикости
       *[other] ?
    }
darkly-label-sleep = Уснуть: закончить ход
darkly-label-stay-awake = Не спать
darkly-label-keep-return = Оставить { $kept }, вернуть { $back }
darkly-the-dream = сон
darkly-label-target = Бросить { $dream } за { $name } (⭐{ $points })
darkly-label-primeval = Переложить тень { $dream } в мою стопку охоты
darkly-label-nm-primeval = Переложить двухочковый { $dream } { $of } в его стопку охоты
darkly-label-reroll = Перебросить: { $spot }
darkly-label-leave = Не трогать очки { $of }
darkly-label-envy-pick = Я выбираю сон { $of } для переброса
darkly-label-envy-two = { $of } перебрасывает два: каждый результат ⭐1 — мой
darkly-label-discard = Вернуть { $back }; { $of } оставляет { $keep }
darkly-label-stay-awake-draw = Не спать: вытянуть { $draw }
darkly-dice-line = 🎲 в этот ход: { $dice }
darkly-footer-nothing = Сейчас делать нечего.
darkly-footer-over = Игра окончена.
darkly-footer-choice = Ваш выбор.
darkly-event-turn-comatose = 🌙 **Ход { $turn }: { $name }** в коме.
darkly-event-turn-nightmare = 🌙 **Ход { $turn }: { $name }**, { $nightmare }, преследует.
darkly-event-turn = 🌙 **Ход { $turn }: { $name }** засыпает (маркер сна 3).
darkly-event-comatose-turn = 😵 { $who } проспит ход: { $dreams } возвращаются в колоду ({ $count ->
        [one] { $count } сон рубашкой вверх остаётся
        [few] { $count } сна рубашкой вверх остаются
        [many] { $count } снов рубашкой вверх остаются
       *[other] { $count } сна рубашкой вверх остаются
    }).
darkly-event-drew-depths = 🌊 Тень Глубин: { $who } тянет ещё один сон: { $dreams }.
darkly-event-drew-nightmare-depths = 🌊 Кошмар Глубин: { $who } тянет два: { $dreams }.
darkly-event-drew-nightmare = 😈 { $who } тянет { $dreams }.
darkly-event-drew = 🃏 { $who } тянет { $count }: { $short } ({ $dreams }).
darkly-event-returned = ↩️ { $who } замешивает { $dreams } обратно в колоду.
darkly-event-returned-depths = ↩️ { $dreams } возвращается в колоду; { $who } оставляет другой.
darkly-event-rolled-envy = 🎲 Переброс на карте { $who }: { $rolls } (без свойства).
darkly-event-rolled-nightmare = 🎲 { $by } бросает за { $who }: { $rolls }.
darkly-event-rolled-nightmare-envy = 🎲 { $who } перебрасывает: { $rolls }.
darkly-event-rolled-nightmare-depths = 🎲 { $who } бросает два сна Кошмара: { $rolls }.
darkly-event-rolled = 🎲 { $who } бросает: { $rolls }.
darkly-event-targeted = 😈 { $nightmare } оставляет { $dream } и преследует им { $who }.
darkly-event-nightmare-activated = 😈 Тень { $dream } у { $who } будит { $nightmare }, Кошмар { $kind ->
        [D] Глубин
        [E] Зависти
        [C] Клеток
        [P] Дикости
       *[other] ?
    }: он забирает её как 1 очко.
darkly-event-nightmare-took = 😈 { $nightmare } забирает { $dream } у { $who } как 1 очко.
darkly-event-cages-none = ⛓️ Клетки на { $who }: нет открытого сна в истощении, который можно перевернуть.
darkly-event-cages = ⛓️ Клетки на { $who }: сон { $dream } в истощении (№{ $place } снизу) переворачивается рубашкой вверх.
darkly-event-envy-pick-own = 🐍 { $who } выбирает для переброса свой { $dream }.
darkly-event-envy-pick = 🐍 { $chooser } выбирает для переброса { $dream } у { $who }.
darkly-event-envy-mode-pick = 😈 { $nightmare } выберет сон { $who } для переброса.
darkly-event-envy-mode-two = 😈 { $nightmare } заставляет { $who } перебросить два сна: каждый результат ⭐1 достаётся Кошмару.
darkly-event-hunt-points = 🐾 { $by } перекладывает двухочковый { $dream } { $who } в его стопку охоты.
darkly-event-hunt-shadow = 🐾 { $who } перекладывает тень { $dream } в свою стопку охоты.
darkly-event-declined-nm-primeval = { $who } оставляет двухочковую Дикость на месте.
darkly-event-declined = { $who } ничего не перекладывает в стопку охоты.
darkly-event-out-hunted = ❌ { $who }: загнан охотой (4 сна охоты) и выбывает из игры; его сны возвращаются в колоду.
darkly-event-out-asleep = ❌ { $who }: больше не проснётся (3 сна истощения рубашкой вверх) и выбывает из игры; его сны возвращаются в колоду.
darkly-event-became-nightmare = 😈 { $who } становится **Кошмаром { $kind ->
        [D] Глубин
        [E] Зависти
        [C] Клеток
        [P] Дикости
       *[other] ?
    }** { $emoji } с { $count ->
        [one] { $count } очком
        [few] { $count } очками
        [many] { $count } очками
       *[other] { $count } очками
    }; остальные его сны возвращаются.
darkly-event-comatose = 😵 { $who } впадает в кому (истощение { $exhaust }) и пропускает следующий ход.
darkly-event-slept = 😴 { $who } засыпает.
darkly-event-slept-points = 😴 { $who } засыпает с ⭐{ $points }.
darkly-event-slept-back = 😴 { $who } засыпает; { $dream } покидает стопку истощения.
darkly-event-slept-points-back = 😴 { $who } засыпает с ⭐{ $points }; { $dream } покидает стопку истощения.
darkly-event-stayed-awake = ☕ { $who } не спит: маркер сна { $marker }.
darkly-event-final-round = 🔔 Цели достигли: { $who }. **Последний круг!** Игра кончится перед ходом { $before }.
darkly-event-over-deck = 🏁 Колода кончилась: { $who } нужно было снов: { $needed }, осталось { $left }. Игра окончена.
darkly-event-over-nightmares = 🏁 Сновидцев не осталось. Игра окончена.
darkly-event-over-final = 🏁 Последний круг сыгран.
darkly-result = { $medal } **{ $name }**: ⭐ { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    } · { $status }
darkly-result-dreams = { $medal } **{ $name }**: ⭐ { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    } · { $status }, на карте { $dreams ->
        [one] { $dreams } сон
        [few] { $dreams } сна
        [many] { $dreams } снов
       *[other] { $dreams } сна
    }
darkly-picture-over = Игра окончена
darkly-picture-haunts = Ход { $turn }: { $name } преследует сновидца
darkly-picture-turn = Ход { $turn }: { $name }, маркер сна { $marker }
darkly-picture-goal = Цель { $goal } очков, в колоде { $deck ->
        [one] { $deck } сон
        [few] { $deck } сна
        [many] { $deck } снов
       *[other] { $deck } сна
    }
darkly-picture-goal-final = Цель { $goal } очков, в колоде { $deck ->
        [one] { $deck } сон
        [few] { $deck } сна
        [many] { $deck } снов
       *[other] { $deck } сна
    }, последний круг
darkly-picture-dice = Кубики этого хода
darkly-picture-dice-earlier = Кубики этого хода (ранние не показаны: { $count })
darkly-picture-no-dice = Кубики ещё не брошены
darkly-picture-result-1pt = +1
darkly-picture-result-2pt = +2
darkly-picture-result-exhaust = истощ.
darkly-picture-result-hunt = охота
darkly-picture-result-shadow = тень
darkly-picture-points = { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }
darkly-picture-nightmare = Кошмар { $dream ->
        [D] Глубин
        [E] Зависти
        [C] Клеток
        [P] Дикости
       *[other] ?
    }
darkly-picture-comatose = в коме: пропускает ход
darkly-picture-out = выбыл из игры
darkly-picture-dreamer = сновидец
darkly-picture-takes = забирает каждую тень { $dream ->
        [D] Глубин
        [E] Зависти
        [C] Клеток
        [P] Дикости
       *[other] ?
    }
darkly-picture-hunt = охота
darkly-picture-exhaust = истощ.
darkly-picture-shadow = тень
darkly-picture-count = { $count } из { $limit }
darkly-picture-count-down = { $count } из { $limit }, рубашкой вверх { $down }
darkly-picture-shadow-limit = Кошмар при { $limit }

## somna

## stats, ratings and achievements

## settings and preferences
