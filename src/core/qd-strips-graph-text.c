/* qd-strips-graph-text.c — the text form of a planning graph: its levels
 * one after the other, each literal and action with its mutex partners
 * (qd-strips-graph.h says the layout). */
#include "config.h"

#include "qd-strips-graph-private.h"

typedef char *(*NameFunc) (const QdStripsGraph *g, guint item);
typedef QdStripsGraphMutex (*MutexFunc) (const QdStripsGraph *g, guint level, guint a, guint b);

/* One level's items, each with its mutex partners below it. */
static void
append_items (GString *out, const QdStripsGraph *g, guint level, const GArray *items, NameFunc name,
              MutexFunc mutex)
{
  for (guint i = 0; i < items->len; i++)
    {
      guint a = g_array_index (items, guint, i);
      g_autofree char *a_name = name (g, a);
      g_string_append_printf (out, "  %s\n", a_name);
      for (guint j = 0; j < items->len; j++)
        {
          guint b = g_array_index (items, guint, j);
          QdStripsGraphMutex kind = mutex (g, level, a, b);
          g_autofree char *b_name = NULL;
          if (kind == QD_STRIPS_GRAPH_NOT_MUTEX)
            continue;
          b_name = name (g, b);
          g_string_append_printf (out, "    mutex %s  (%s)\n", b_name, qd_strips_graph_mutex_to_string (kind));
        }
    }
}

/* What the text says of a literal level or an action level. */
typedef struct {
  const char *letter, *items;
  void (*level_items) (const QdStripsGraph *g, guint level, GArray *out);
  guint (*n_mutexes) (const QdStripsGraph *g, guint level);
  NameFunc name;
  MutexFunc mutex;
} LevelKind;

static const LevelKind literal_level = {
  "S", "literals", qd_strips_graph_level_literals, qd_strips_graph_n_literal_mutexes,
  qd_strips_graph_literal_name, qd_strips_graph_literal_mutex,
};

static const LevelKind action_level = {
  "A", "actions", qd_strips_graph_level_actions, qd_strips_graph_n_action_mutexes,
  qd_strips_graph_action_name, qd_strips_graph_action_mutex,
};

static void
append_level (GString *out, const QdStripsGraph *g, const LevelKind *kind, guint level, GArray *items)
{
  kind->level_items (g, level, items);
  g_string_append_printf (out, "%s%u: %u %s, %u mutex pairs\n", kind->letter, level, items->len, kind->items,
                          kind->n_mutexes (g, level));
  append_items (out, g, level, items, kind->name, kind->mutex);
}

char *
qd_strips_graph_to_text (const QdStripsGraph *g)
{
  g_autoptr(GArray) items = g_array_new (FALSE, FALSE, sizeof (guint));
  GString *out = g_string_new (NULL);
  guint n = g->levels->len;

  for (guint level = 0; level < n; level++)
    {
      if (level > 0)
        append_level (out, g, &action_level, level - 1, items);
      append_level (out, g, &literal_level, level, items);
    }
  if (g->level_off != QD_STRIPS_GRAPH_INFINITE)
    g_string_append_printf (out, "levels off at S%u\n", g->level_off);
  else
    g_string_append_printf (out, "not expanded past S%u\n", n - 1);
  return g_string_free (out, FALSE);
}
