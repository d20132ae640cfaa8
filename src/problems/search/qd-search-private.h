/* qd-search-private.h — what the document's files share: the space made of a
 * document, the kinds' space builders, line parsing helpers. */
#pragma once

#include <string.h>

#include "core/qd-text.h"
#include "qd-search.h"

G_BEGIN_DECLS

/* The space of a document: `space.data` points back to this. */
typedef struct {
  QdSpace space;
  QdSearchDoc *doc;              /* the space's own copy */
  QdSearchHeuristic heuristic;
  guint8 *start;                 /* space.state_size bytes */
  guint8 *goal;                  /* the goal's bytes (space.goal_state), or NULL */
  guint goal_index;              /* routes, mazes: the goal's place or cell */
  gpointer kind;                 /* the kind's data */
  GDestroyNotify kind_free;
} QdSearchSpace;

static inline QdSearchSpace *
qd_search_space_of (const QdSpace *space)
{
  return (QdSearchSpace *) space->data;
}

/* Each kind fills `s->space`, `s->start`, `s->kind`: FALSE with an error
 * when the heuristic cannot serve. */
gboolean qd_search_route_space_init (QdSearchSpace *s, GError **error);
gboolean qd_search_maze_space_init (QdSearchSpace *s, GError **error);
gboolean qd_search_tiles_space_init (QdSearchSpace *s, const gint *stop, QdProgress *progress,
                                     GError **error);

/* Parsing helpers (qd-search.c). */
/* A line that is a comment: its first non-blank character is '#' and
 * (`strict`) a blank follows somewhere in the line or it is only "#". */
gboolean qd_search_line_is_comment (const char *line, gsize length, gboolean strict);
/* A `key: value` line: a key of letters, digits, '-' and '_' starting with a
 * letter, then ':'.  Sets *key, *value (trimmed, not NUL-terminated). */
gboolean qd_search_line_key (const char *line, gsize length, const char **key, gsize *key_len,
                             const char **value, gsize *value_len);
gboolean qd_search_key_is (const char *key, gsize key_len, const char *name);
/* The text checked (UTF-8, no NUL) and a line reader past its byte-order
 * mark; FALSE with an error. */
gboolean qd_search_reader_init (QdLineReader *reader, const char *text, gsize length, GError **error);
/* The state of a route or a maze: its index (place or cell). */
static inline guint32
qd_search_state_index (gconstpointer state)
{
  guint32 index;

  memcpy (&index, state, sizeof index);
  return index;
}
/* is_goal of the spaces whose state is an index: index == goal_index. */
gboolean qd_search_index_is_goal (const QdSpace *space, gconstpointer state);
/* "line L: message" with QD_SEARCH_ERROR, returns NULL (for parsers). */
gpointer qd_search_fail (GError **error, gint code, guint line, const char *format, ...) G_GNUC_PRINTF (4, 5);
/* A finite number within QD_SEARCH_MAX_MAGNITUDE, the whole token. */
gboolean qd_search_parse_number (const char *text, gsize length, double *value);
/* Fails (returns FALSE) at `line` for a number token its parser refused:
 * with `too_large` when the token is a number beyond
 * QD_SEARCH_MAX_MAGNITUDE (its two %s: the token as written, then the
 * largest value accepted), else with `refused` (its %s: the token), so the
 * message names the value and the limit. */
gboolean qd_search_fail_number (GError **error, guint line, const char *text, gsize length, const char *refused,
                                const char *too_large);

G_END_DECLS
