/* qd-mdp-private.h — what the grid world's readers share: the rows of a
 * grid as they are read (top first), numbers, and the cells and actions
 * transcripts and feature files name. */
#pragma once

#include "qd-mdp.h"

G_BEGIN_DECLS

/* ---- qd-mdp.c */

typedef enum
{
  QD_MDP_PARAMETER_DISCOUNT,
  QD_MDP_PARAMETER_NOISE,
  QD_MDP_PARAMETER_REWARD,   /* a cell's, or the living reward */
} QdMdpParameter;

/* Why VALUE is out of the parameter's range (to free), NULL when it is in:
 * the readers name the line, qd_mdp_world_check does not. */
G_GNUC_INTERNAL char       *qd_mdp_parameter_refusal (QdMdpParameter parameter, double value);

/* ---- qd-mdp-rows.c */

/* A grid read row by row, top row first: cells appended, then each row
 * closed.  No allocation per cell beyond the arrays' growth. */
typedef struct
{
  GByteArray *kind;     /* QdMdpCellKind, reading order */
  GArray *reward;       /* double, reading order */
  guint w, h;           /* w: the first row's width (0 before it ends) */
  guint in_row;         /* cells of the row being read */
  gint start;           /* the start's index in reading order, -1 none */
  guint start_line;
} QdMdpRows;

G_GNUC_INTERNAL void        qd_mdp_rows_init (QdMdpRows *rows);
G_GNUC_INTERNAL void        qd_mdp_rows_clear (QdMdpRows *rows);
/* Appends a cell; FALSE with an error naming LINE when the row is longer
 * than QD_MDP_MAX_SIDE or the first row. */
G_GNUC_INTERNAL gboolean    qd_mdp_rows_add (QdMdpRows *rows, QdMdpCellKind kind, double reward, guint line,
                                             GError **error);
/* Makes the last cell added the start; FALSE when the grid has one (naming
 * its line). */
G_GNUC_INTERNAL gboolean    qd_mdp_rows_set_start (QdMdpRows *rows, guint line, GError **error);
/* Closes a row: FALSE when its width differs from the first row's, or the
 * grid is higher than QD_MDP_MAX_SIDE. */
G_GNUC_INTERNAL gboolean    qd_mdp_rows_end (QdMdpRows *rows, guint line, GError **error);
/* The world of the rows (bottom row y = 0), its parameters the defaults;
 * NULL when there is no row (naming LINE, the file's last). */
G_GNUC_INTERNAL QdMdpWorld *qd_mdp_rows_to_world (QdMdpRows *rows, guint line, GError **error);

/* VALUE of PARAMETER read on LINE: FALSE with a parse error naming the
 * line when out of range. */
G_GNUC_INTERNAL gboolean    qd_mdp_parameter_in_range (QdMdpParameter parameter, double value, guint line,
                                                       GError **error);
/* A finite number written in decimal ([+-]digits[.digits][e[+-]digits]),
 * the whole of P .. P + LENGTH. */
G_GNUC_INTERNAL gboolean    qd_mdp_read_number (const char *p, gsize length, double *value);
/* An integer in the course's grid: [+-]digits, finite as a double. */
G_GNUC_INTERNAL gboolean    qd_mdp_read_integer (const char *p, gsize length, double *value);

/* ---- qd-mdp-cells.c: `(x, y) ACTION` at the start of a transcript's or a
 * feature file's line */

typedef struct
{
  const QdMdpWorld *world;
  const QdMarkov *model;
  const gint *state_of;
} QdMdpLineContext;

/* Skips blanks at *P (up to END). */
G_GNUC_INTERNAL void        qd_mdp_skip_blanks (const char **p, const char *end);
/* The next word at *P (up to a blank), moved past; FALSE when none. */
G_GNUC_INTERNAL gboolean    qd_mdp_next_word (const char **p, const char *end, const char **word, gsize *length);
/* `(x, y)` at *P, moved past: its state (and its cell's index in CELL,
 * nullable), which must be on the grid and not a wall; FALSE with an error
 * naming LINE. */
G_GNUC_INTERNAL gboolean    qd_mdp_read_cell (const QdMdpLineContext *context, const char **p, const char *end,
                                              guint line, guint *state, guint *cell, GError **error);
/* `(x, y) ACTION` at *P, moved past: the state and the model's global index
 * of the action, which the cell must have. */
G_GNUC_INTERNAL gboolean    qd_mdp_read_state_action (const QdMdpLineContext *context, const char **p,
                                                      const char *end, guint line, guint *state, guint *action,
                                                      GError **error);
/* A parse error naming LINE. */
G_GNUC_INTERNAL gboolean    qd_mdp_parse_error (GError **error, guint line, const char *format, ...)
  G_GNUC_PRINTF (3, 4);

G_END_DECLS
