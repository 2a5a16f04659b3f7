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

## stats, ratings and achievements

## settings and preferences
