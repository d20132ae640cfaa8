/* qd-strips-graph-text.c — the text form of a planning graph: its levels
 * one after the other, each literal and action with its mutex partners
 * (qd-strips-graph.h says the layout), written a line at a time. */
#include "config.h"

#include "qd-strips-graph-private.h"

typedef char *(*NameFunc) (const QdStripsGraph *g, guint item);
typedef QdStripsGraphMutex (*MutexFunc) (const QdStripsGraph *g, guint level, guint a, guint b);

/* Where the lines go: `line` holds the one being made. */
typedef struct {
  QdStripsGraphWrite write;
  gpointer data;
  GString *line;
} Writer;

static gboolean
put_line (Writer *w, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
put_line (Writer *w, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  g_string_vprintf (w->line, format, args);
  va_end (args);
  return w->write (w->data, w->line->str, w->line->len);
}

/* One level's items, each with its mutex partners below it. */
static gboolean
put_items (Writer *w, const QdStripsGraph *g, guint level, const GArray *items, NameFunc name, MutexFunc mutex)
{
  for (guint i = 0; i < items->len; i++)
    {
      guint a = g_array_index (items, guint, i);
      g_autofree char *a_name = name (g, a);
      if (!put_line (w, "  %s\n", a_name))
        return FALSE;
      for (guint j = 0; j < items->len; j++)
        {
          guint b = g_array_index (items, guint, j);
          QdStripsGraphMutex kind = mutex (g, level, a, b);
          g_autofree char *b_name = NULL;
          if (kind == QD_STRIPS_GRAPH_NOT_MUTEX)
            continue;
          b_name = name (g, b);
          if (!put_line (w, "    mutex %s  (%s)\n", b_name, qd_strips_graph_mutex_to_string (kind)))
            return FALSE;
        }
    }
  return TRUE;
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

static gboolean
put_level (Writer *w, const QdStripsGraph *g, const LevelKind *kind, guint level, GArray *items)
{
  kind->level_items (g, level, items);
  return put_line (w, "%s%u: %u %s, %u mutex pairs\n", kind->letter, level, items->len, kind->items,
                   kind->n_mutexes (g, level))
         && put_items (w, g, level, items, kind->name, kind->mutex);
}

gboolean
qd_strips_graph_write_text (const QdStripsGraph *g, QdStripsGraphWrite write, gpointer data)
{
  g_autoptr(GArray) items = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GString) line = g_string_new (NULL);
  Writer w = { write, data, line };
  guint n = g->levels->len;

  for (guint level = 0; level < n; level++)
    if ((level > 0 && !put_level (&w, g, &action_level, level - 1, items))
        || !put_level (&w, g, &literal_level, level, items))
      return FALSE;
  if (g->level_off != QD_STRIPS_GRAPH_INFINITE)
    return put_line (&w, "levels off at S%u\n", g->level_off);
  return put_line (&w, "not expanded past S%u\n", n - 1);
}

static gboolean
append (gpointer data, const char *text, gsize length)
{
  g_string_append_len (data, text, (gssize) length);
  return TRUE;
}

char *
qd_strips_graph_to_text (const QdStripsGraph *g)
{
  GString *out = g_string_new (NULL);

  qd_strips_graph_write_text (g, append, out);
  return g_string_free (out, FALSE);
}
