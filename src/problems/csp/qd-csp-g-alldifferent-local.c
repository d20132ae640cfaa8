/* qd-csp-g-alldifferent-local.c — allDifferent seen by min-conflicts
 * (qd-csp-g-alldifferent.h): per value, how many variables hold it and a
 * list of them, so that a move changes the pairs and the blames in O(1)
 * (an allDifferent of 1,000 queens with one pair of equal values blames
 * those two). */
#include "config.h"
#include "qd-csp-g-alldifferent.h"

#include <string.h>

#define NONE G_MAXUINT

typedef struct {
  QdOwned owned;
  guint64 pairs;
  guint *count;             /* per id: the variables holding it */
  guint *head;              /* per id: one of them, or NONE */
  guint *next, *prev;       /* per position: the list of its id's holders */
  guint *id;                /* per position: its value's id, or QD_CSP_G_EXCEPT */
} Local;

gpointer
qd_csp_g_alldiff_local_new (gconstpointer data)
{
  const QdCspGAllDiff *d = data;
  Local *l = g_new0 (Local, 1);

  l->count = QD_CSP_OWN (l, g_new0 (guint, d->n_ids + 1));
  l->head = QD_CSP_OWN (l, g_new (guint, d->n_ids + 1));
  l->next = QD_CSP_OWN (l, g_new (guint, d->n + 1));
  l->prev = QD_CSP_OWN (l, g_new (guint, d->n + 1));
  l->id = QD_CSP_OWN (l, g_new (guint, d->n + 1));
  return l;
}

static guint
value_id (const QdCspGAllDiff *d, guint pos, guint value)
{
  return d->id[d->offset[pos] + value];
}

/* Puts pos among its id's holders (not an except value's). */
static void
hold (Local *l, guint pos, guint id)
{
  l->id[pos] = id;
  if (id == QD_CSP_G_EXCEPT)
    return;
  l->prev[pos] = NONE;
  l->next[pos] = l->head[id];
  if (l->head[id] != NONE)
    l->prev[l->head[id]] = pos;
  l->head[id] = pos;
  l->pairs += l->count[id]++;
}

static void
release (Local *l, guint pos)
{
  guint id = l->id[pos];

  if (id == QD_CSP_G_EXCEPT)
    return;
  if (l->prev[pos] != NONE)
    l->next[l->prev[pos]] = l->next[pos];
  else
    l->head[id] = l->next[pos];
  if (l->next[pos] != NONE)
    l->prev[l->next[pos]] = l->prev[pos];
  l->pairs -= --l->count[id];
}

static gboolean
blamed (const Local *l, guint pos)
{
  return l->id[pos] != QD_CSP_G_EXCEPT && l->count[l->id[pos]] >= 2;
}

guint64
qd_csp_g_alldiff_local_reset (gpointer state, gconstpointer data, const gint *values, QdCspBlameFunc blame,
                              gpointer blame_data)
{
  const QdCspGAllDiff *d = data;
  Local *l = state;

  memset (l->count, 0, sizeof (guint) * d->n_ids);
  for (guint k = 0; k < d->n_ids; k++)
    l->head[k] = NONE;
  l->pairs = 0;
  for (guint i = 0; i < d->n; i++)
    hold (l, i, value_id (d, i, (guint) values[d->vars[i].var]));
  for (guint i = 0; i < d->n; i++)
    if (blamed (l, i))
      blame (blame_data, i, 1);
  return l->pairs;
}

guint64
qd_csp_g_alldiff_local_score (gpointer state, gconstpointer data, const gint *values, guint pos, guint value)
{
  const Local *l = state;
  guint from = l->id[pos], to = value_id (data, pos, value);
  guint64 pairs = l->pairs;

  if (from == to)
    return pairs;
  if (from != QD_CSP_G_EXCEPT)
    pairs -= l->count[from] - 1;
  if (to != QD_CSP_G_EXCEPT)
    pairs += l->count[to];
  return pairs;
}

guint64
qd_csp_g_alldiff_local_move (gpointer state, gconstpointer data, const gint *values, guint pos, guint value,
                             QdCspBlameFunc blame, gpointer blame_data)
{
  Local *l = state;
  guint from = l->id[pos], to = value_id (data, pos, value);
  gboolean was = blamed (l, pos);

  if (from == to)
    return l->pairs;
  release (l, pos);
  /* The one left alone with the old value is no longer to blame. */
  if (from != QD_CSP_G_EXCEPT && l->count[from] == 1)
    blame (blame_data, l->head[from], -1);
  /* The one alone with the new value now is. */
  if (to != QD_CSP_G_EXCEPT && l->count[to] == 1)
    blame (blame_data, l->head[to], 1);
  hold (l, pos, to);
  if (blamed (l, pos) != was)
    blame (blame_data, pos, was ? -1 : 1);
  return l->pairs;
}
