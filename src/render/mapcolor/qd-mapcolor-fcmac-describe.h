/* qd-mapcolor-fcmac-describe.h — the forward checking and MAC domain tables
 * in words, for a screen reader: what qd-mapcolor-fcmac-render.c draws, said
 * (translated). */
#pragma once

#include "problems/mapcolor/qd-mapcolor-fcmac.h"

G_BEGIN_DECLS

/* Per table: its title, the variable order and the values, the number of
 * rows, the outcome and the counts its footer prints, and its first
 * wipe-out ("First wipe-out: row 5, NSW = g: SA left empty."). */
char *qd_mapcolor_fcmac_describe     (QdCspTable *const *tables, guint n_tables);

/* Row `row` (0: the initial domains) in words, numbered from 1 as drawn:
 * "row 5, NSW = g: WA: r; NT: g, b (pruned r); SA: empty, wiped out
 * (pruned b); …", every variable in the columns' order. */
char *qd_mapcolor_fcmac_describe_row (const QdCspTable *table, guint row);
/* Its parts: what the row did ("the initial domains", "NSW = g",
 * "backtrack NSW"), and the domain of variable `var` (a column, in the
 * map's order): "g, b", "r, assigned", "empty, wiped out", each followed by
 * " (pruned r)" when the row's inference removed values there. */
char *qd_mapcolor_fcmac_describe_action (const QdCspTable *table, guint row);
char *qd_mapcolor_fcmac_describe_cell   (const QdCspTable *table, guint row, guint var);

G_END_DECLS
