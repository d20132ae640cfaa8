/* qd-kinarow.c — the rules of k in a row on two bitboards, and their
 * notation (data/FORMATS.md). */
#include "config.h"
#include "qd-kinarow.h"

#include "core/qd-random.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

G_DEFINE_QUARK (qd-kinarow-error-quark, qd_kinarow_error)

G_STATIC_ASSERT (sizeof (QdKinarowPosition) == 136);

/* ------------------------------------------------------------ rules */

typedef struct {
  const char *name;
  guint width, height, k;
  gboolean gravity;
  const char *label;
} Bundled;

static const Bundled bundled[] = {
  { "tictactoe", 3, 3, 3, FALSE, N_("Tic-Tac-Toe") },
  { "connect4", 7, 6, 4, TRUE, N_("Connect Four") },
  { "gomoku", 15, 15, 5, FALSE, N_("Gomoku") },
};

/* Squared distance from the centre, doubled coordinates to stay whole. */
static guint
centre_distance (guint column, guint row, guint width, guint height, gboolean gravity)
{
  gint dx = 2 * (gint) column - ((gint) width - 1);
  gint dy = 2 * (gint) row - ((gint) height - 1);

  return (guint) (dx * dx + (gravity ? 0 : dy * dy));
}

/* The centre-first order: a stable insertion sort by distance, ties by index
 * (Connect Four's columns come 4, 3, 5, 2, 6, 1, 7, as in Pons' solver). */
static void
rules_fill_order (QdKinarowRules *rules)
{
  guint n = rules->gravity ? rules->width : rules->cells;
  guint dist[QD_KINAROW_MAX_CELLS];

  for (guint i = 0; i < n; i++)
    {
      guint d = centre_distance (i % rules->width, i / rules->width, rules->width, rules->height,
                                 rules->gravity);
      guint j = i;

      while (j > 0 && dist[j - 1] > d)
        {
          dist[j] = dist[j - 1];
          rules->order[j] = rules->order[j - 1];
          j--;
        }
      dist[j] = d;
      rules->order[j] = (guint16) i;
    }
  rules->n_order = n;
}

gboolean
qd_kinarow_rules_init (QdKinarowRules *rules, guint width, guint height, guint k, gboolean gravity,
                       GError **error)
{
  if (width < 1 || width > QD_KINAROW_MAX_SIDE || height < 1 || height > QD_KINAROW_MAX_SIDE)
    {
      g_set_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_RULES,
                   _("a board is 1 to %u columns by 1 to %u rows, not %u × %u"), QD_KINAROW_MAX_SIDE,
                   QD_KINAROW_MAX_SIDE, width, height);
      return FALSE;
    }
  if (k < 2 || k > MAX (width, height))
    {
      g_set_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_RULES,
                   _("on a board of %u × %u, K in a row must be between 2 and %u, not %u"), width, height,
                   MAX (width, height), k);
      return FALSE;
    }
  memset (rules, 0, sizeof *rules);
  rules->width = width;
  rules->height = height;
  rules->k = k;
  rules->gravity = gravity;
  rules->cells = width * height;
  rules_fill_order (rules);
  for (guint c = 0; c < rules->cells; c++)
    for (guint d = 0; d < 3; d++)
      {
        if (c % width >= d)
          rules->from[d][c >> 6] |= G_GUINT64_CONSTANT (1) << (c & 63);
        if (c % width + d < width)
          rules->to[d][c >> 6] |= G_GUINT64_CONSTANT (1) << (c & 63);
      }
  return TRUE;
}

static gboolean
parse_size (const char *text, guint *value)
{
  char *end;
  guint64 v;

  if (!g_ascii_isdigit (*text))
    return FALSE;
  v = g_ascii_strtoull (text, &end, 10);
  if (*end != '\0' || v > 1000)
    return FALSE;
  *value = (guint) v;
  return TRUE;
}

gboolean
qd_kinarow_rules_parse (QdKinarowRules *rules, const char *name, GError **error)
{
  g_auto(GStrv) parts = NULL;
  guint n, size[3];

  for (guint i = 0; i < G_N_ELEMENTS (bundled); i++)
    if (g_ascii_strcasecmp (name, bundled[i].name) == 0)
      return qd_kinarow_rules_init (rules, bundled[i].width, bundled[i].height, bundled[i].k,
                                    bundled[i].gravity, error);
  parts = g_strsplit (name, ",", -1);
  n = g_strv_length (parts);
  for (guint i = 0; i < n; i++)
    g_strstrip (parts[i]);
  if ((n == 3 || (n == 4 && g_ascii_strcasecmp (parts[3], "gravity") == 0))
      && parse_size (parts[0], &size[0]) && parse_size (parts[1], &size[1]) && parse_size (parts[2], &size[2]))
    return qd_kinarow_rules_init (rules, size[0], size[1], size[2], n == 4, error);
  g_set_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_RULES,
               _("unknown game “%s” (expected %s, or M,N,K or M,N,K,gravity: M columns, N rows, K in a row)"),
               name, QD_KINAROW_GAMES);
  return FALSE;
}

static const Bundled *
rules_bundled (const QdKinarowRules *rules)
{
  for (guint i = 0; i < G_N_ELEMENTS (bundled); i++)
    if (rules->width == bundled[i].width && rules->height == bundled[i].height && rules->k == bundled[i].k
        && rules->gravity == bundled[i].gravity)
      return &bundled[i];
  return NULL;
}

char *
qd_kinarow_rules_name (const QdKinarowRules *rules)
{
  const Bundled *b = rules_bundled (rules);

  if (b != NULL)
    return g_strdup (b->name);
  return g_strdup_printf ("%u,%u,%u%s", rules->width, rules->height, rules->k,
                          rules->gravity ? ",gravity" : "");
}

char *
qd_kinarow_rules_label (const QdKinarowRules *rules)
{
  const Bundled *b = rules_bundled (rules);

  if (b != NULL)
    return g_strdup (_(b->label));
  if (rules->gravity)
    /* TRANSLATORS: columns × rows, stones in a row, stones fall to the bottom */
    return g_strdup_printf (_("%u × %u, %u in a row, gravity"), rules->width, rules->height, rules->k);
  /* TRANSLATORS: columns × rows, stones in a row */
  return g_strdup_printf (_("%u × %u, %u in a row"), rules->width, rules->height, rules->k);
}

gboolean
qd_kinarow_rules_equal (const QdKinarowRules *a, const QdKinarowRules *b)
{
  return a->width == b->width && a->height == b->height && a->k == b->k && !a->gravity == !b->gravity;
}

/* ------------------------------------------------------------ positions */

/* SplitMix64 of the cell and the player: the Zobrist keys, made on the fly
 * (one call per move) so that no table is kept. */
static guint64
zobrist (guint cell, guint player)
{
  return qd_random_finalise ((guint64) (cell * 2 + player + 1) * QD_RANDOM_GAMMA);
}

static inline gboolean
has_stone (const QdKinarowPosition *pos, guint player, guint cell)
{
  return (pos->stones[player][cell >> 6] >> (cell & 63)) & 1;
}

void
qd_kinarow_start (const QdKinarowRules *rules, QdKinarowPosition *pos)
{
  (void) rules;
  memset (pos, 0, sizeof *pos);
  pos->to_move = QD_KINAROW_P1;
  pos->outcome = QD_KINAROW_ONGOING;
  pos->last_move = G_MAXUINT16;
}

gint
qd_kinarow_at (const QdKinarowPosition *pos, guint cell)
{
  if (cell >= QD_KINAROW_MAX_CELLS)
    return -1;
  if (has_stone (pos, 0, cell))
    return 0;
  return has_stone (pos, 1, cell) ? 1 : -1;
}

gint
qd_kinarow_drop_cell (const QdKinarowRules *rules, const QdKinarowPosition *pos, guint column)
{
  if (column >= rules->width || pos->column_height[column] >= rules->height)
    return -1;
  return (gint) qd_kinarow_cell (rules, column, pos->column_height[column]);
}

guint
qd_kinarow_moves (const QdKinarowRules *rules, const QdKinarowPosition *pos, guint16 *moves)
{
  guint n = 0;

  if (pos->outcome != QD_KINAROW_ONGOING)
    return 0;
  for (guint i = 0; i < rules->n_order; i++)
    {
      guint o = rules->order[i];

      if (rules->gravity)
        {
          gint cell = qd_kinarow_drop_cell (rules, pos, o);

          if (cell >= 0)
            moves[n++] = (guint16) cell;
        }
      else if (!has_stone (pos, 0, o) && !has_stone (pos, 1, o))
        moves[n++] = (guint16) o;
    }
  return n;
}

gboolean
qd_kinarow_is_legal (const QdKinarowRules *rules, const QdKinarowPosition *pos, guint move)
{
  if (pos->outcome != QD_KINAROW_ONGOING || move >= rules->cells)
    return FALSE;
  if (rules->gravity)
    return qd_kinarow_drop_cell (rules, pos, move % rules->width) == (gint) move;
  return qd_kinarow_at (pos, move) < 0;
}

static const gint directions[4][2] = { { 1, 0 }, { 0, 1 }, { 1, 1 }, { 1, -1 } };

/* Stones of `player` in a row from (column, row) exclusive, stepping (dx, dy). */
static guint
run_length (const QdKinarowRules *rules, const QdKinarowPosition *pos, guint player,
            gint column, gint row, gint dx, gint dy)
{
  guint n = 0;

  for (;;)
    {
      column += dx;
      row += dy;
      if (column < 0 || row < 0 || column >= (gint) rules->width || row >= (gint) rules->height
          || !has_stone (pos, player, qd_kinarow_cell (rules, (guint) column, (guint) row)))
        return n;
      n++;
    }
}

/* The direction (0..3) of a line of K through `cell`, or -1. */
static gint
line_through (const QdKinarowRules *rules, const QdKinarowPosition *pos, guint player, guint cell)
{
  gint column = (gint) (cell % rules->width), row = (gint) (cell / rules->width);

  for (gint d = 0; d < 4; d++)
    {
      gint dx = directions[d][0], dy = directions[d][1];

      if (1 + run_length (rules, pos, player, column, row, dx, dy)
            + run_length (rules, pos, player, column, row, -dx, -dy) >= rules->k)
        return d;
    }
  return -1;
}

void
qd_kinarow_apply (const QdKinarowRules *rules, const QdKinarowPosition *pos, guint move,
                  QdKinarowPosition *out)
{
  guint player = pos->to_move;

  if (out != pos)
    *out = *pos;
  out->stones[player][move >> 6] |= G_GUINT64_CONSTANT (1) << (move & 63);
  out->key ^= zobrist (move, player);
  out->column_height[move % rules->width]++;
  out->n_moves++;
  out->last_move = (guint16) move;
  out->to_move = (guint8) (1 - player);
  if (line_through (rules, out, player, move) >= 0)
    out->outcome = player == QD_KINAROW_P1 ? QD_KINAROW_P1_WINS : QD_KINAROW_P2_WINS;
  else if (out->n_moves == rules->cells)
    out->outcome = QD_KINAROW_DRAW;
}

gboolean
qd_kinarow_setup (const QdKinarowRules *rules, const gint8 *board, guint to_move, QdKinarowPosition *pos,
                  GError **error)
{
  qd_kinarow_start (rules, pos);
  /* Cell by cell from the bottom row up, so that a column fills as it would. */
  for (guint c = 0; c < rules->cells; c++)
    {
      g_autofree char *name = NULL;

      if (board[c] < 0)
        continue;
      name = g_strdup_printf ("%c%u", 'a' + c % rules->width, c / rules->width + 1);
      if (rules->gravity && c >= rules->width && board[c - rules->width] < 0)
        {
          g_set_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_ILLEGAL,
                       _("the stone on %s has an empty cell under it: with gravity, stones rest on the bottom "
                         "or on another stone"), name);
          return FALSE;
        }
      pos->to_move = (guint8) (board[c] != 0);
      qd_kinarow_apply (rules, pos, c, pos);
      if (pos->outcome == QD_KINAROW_P1_WINS || pos->outcome == QD_KINAROW_P2_WINS)
        {
          g_set_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_ILLEGAL,
                       board[c] == 0 ? _("X already has %u in a row through %s") : _("O already has %u in a row through %s"),
                       rules->k, name);
          return FALSE;
        }
    }
  if (pos->outcome == QD_KINAROW_DRAW)
    {
      g_set_error_literal (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_ILLEGAL, _("the board is full"));
      return FALSE;
    }
  pos->to_move = (guint8) (to_move != 0);
  pos->last_move = G_MAXUINT16;
  return TRUE;
}

void
qd_kinarow_board (const QdKinarowRules *rules, const QdKinarowPosition *pos, gint8 *board)
{
  for (guint c = 0; c < rules->cells; c++)
    board[c] = (gint8) qd_kinarow_at (pos, c);
}

QdKinarowOutcome
qd_kinarow_outcome (const QdKinarowPosition *pos)
{
  return (QdKinarowOutcome) pos->outcome;
}

guint
qd_kinarow_winning_line (const QdKinarowRules *rules, const QdKinarowPosition *pos, guint16 *cells)
{
  guint player, back, n = 0;
  gint d, column, row;

  if (pos->outcome != QD_KINAROW_P1_WINS && pos->outcome != QD_KINAROW_P2_WINS)
    return 0;
  player = pos->outcome == QD_KINAROW_P1_WINS ? 0 : 1;
  d = line_through (rules, pos, player, pos->last_move);
  if (d < 0)
    return 0;
  column = (gint) (pos->last_move % rules->width);
  row = (gint) (pos->last_move / rules->width);
  back = run_length (rules, pos, player, column, row, -directions[d][0], -directions[d][1]);
  column -= (gint) back * directions[d][0];
  row -= (gint) back * directions[d][1];
  while (column >= 0 && row >= 0 && column < (gint) rules->width && row < (gint) rules->height
         && has_stone (pos, player, qd_kinarow_cell (rules, (guint) column, (guint) row)))
    {
      cells[n++] = (guint16) qd_kinarow_cell (rules, (guint) column, (guint) row);
      column += directions[d][0];
      row += directions[d][1];
    }
  return n;
}

/* out = (in shifted by `s` cells, up when s > 0) & mask; |s| < 64. */
static void
shift_or (guint64 *out, const guint64 *in, gint s, const guint64 *mask)
{
  for (gint i = 0; i < QD_KINAROW_WORDS; i++)
    {
      guint64 w;

      if (s > 0)
        w = (in[i] << s) | (i > 0 ? in[i - 1] >> (64 - s) : 0);
      else if (s < 0)
        w = (in[i] >> -s) | (i + 1 < QD_KINAROW_WORDS ? in[i + 1] << (64 + s) : 0);
      else
        w = in[i];
      out[i] |= w & mask[i];
    }
}

void
qd_kinarow_near (const QdKinarowRules *rules, const QdKinarowPosition *pos, guint64 *near)
{
  guint64 stones[QD_KINAROW_WORDS], row[QD_KINAROW_WORDS] = { 0 };
  gint m = (gint) rules->width;

  for (guint i = 0; i < QD_KINAROW_WORDS; i++)
    stones[i] = pos->stones[0][i] | pos->stones[1][i];
  if (pos->n_moves == 0)
    {
      memcpy (near, rules->from[0], sizeof rules->from[0]);
      return;
    }
  /* Sideways within the rows, then up and down the columns. */
  for (gint d = -2; d <= 2; d++)
    shift_or (row, stones, d, d >= 0 ? rules->from[d] : rules->to[-d]);
  memset (near, 0, sizeof (guint64) * QD_KINAROW_WORDS);
  for (gint d = -2; d <= 2; d++)
    if (ABS (d * m) < 64)
      shift_or (near, row, d * m, rules->from[0]);
  for (guint i = 0; i < QD_KINAROW_WORDS; i++)
    near[i] &= ~stones[i];
}

guint64
qd_kinarow_hash (const QdKinarowPosition *pos)
{
  return pos->key;
}

/* ------------------------------------------------------------ notation */

char *
qd_kinarow_move_to_string (const QdKinarowRules *rules, guint move)
{
  if (rules->gravity)
    return g_strdup_printf ("%u", move % rules->width + 1);
  return g_strdup_printf ("%c%u", 'a' + move % rules->width, move / rules->width + 1);
}

/* The next word of a position: a column number or a cell name (a letter and
 * its digits: letters first, so that "zz" is read whole), any other
 * character alone; moves past it.  NULL at the end. */
static char *
next_word (const QdKinarowRules *rules, const char **p)
{
  const char *start;

  while (**p == ' ' || **p == '\t' || **p == ',')
    (*p)++;
  start = *p;
  if (**p == '\0')
    return NULL;
  if (rules->gravity && rules->width <= 9 && g_ascii_isdigit (**p))
    (*p)++;
  else if (g_ascii_isalpha (**p) || g_ascii_isdigit (**p))
    {
      while (g_ascii_isalpha (**p))
        (*p)++;
      while (g_ascii_isdigit (**p))
        (*p)++;
    }
  else   /* one character: its continuation bytes, never past the end */
    for ((*p)++; (**p & 0xc0) == 0x80; (*p)++)
      ;
  return g_strndup (start, (gsize) (*p - start));
}

/* A column number 1..M of a gravity game. */
static gboolean
parse_column (const QdKinarowRules *rules, const QdKinarowPosition *pos, const char *text, guint *move,
              GError **error)
{
  guint column;
  gint cell;

  if (!parse_size (text, &column) || column < 1 || column > rules->width)
    {
      g_set_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_ILLEGAL,
                   _("“%s” is not a column (they are numbered 1 to %u)"), text, rules->width);
      return FALSE;
    }
  cell = qd_kinarow_drop_cell (rules, pos, column - 1);
  if (cell < 0)
    {
      g_set_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_ILLEGAL, _("column %u is full"), column);
      return FALSE;
    }
  *move = (guint) cell;
  return TRUE;
}

/* A cell's name, a letter and a row number, of a game without gravity. */
static gboolean
parse_cell (const QdKinarowRules *rules, const QdKinarowPosition *pos, const char *text, guint *move,
            GError **error)
{
  guint column = (guint) (g_ascii_tolower (text[0]) - 'a'), row;

  if (!g_ascii_isalpha (text[0]) || !parse_size (text + 1, &row) || column >= rules->width || row < 1
      || row > rules->height)
    {
      g_set_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_ILLEGAL,
                   _("“%s” is not a cell (columns a to %c, rows 1 to %u)"), text,
                   'a' + rules->width - 1, rules->height);
      return FALSE;
    }
  *move = qd_kinarow_cell (rules, column, row - 1);
  if (qd_kinarow_at (pos, *move) >= 0)
    {
      g_set_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_ILLEGAL, _("%s is taken"), text);
      return FALSE;
    }
  return TRUE;
}

gboolean
qd_kinarow_move_parse (const QdKinarowRules *rules, const QdKinarowPosition *pos, const char *text,
                       guint *move, GError **error)
{
  if (pos->outcome != QD_KINAROW_ONGOING)
    {
      g_set_error_literal (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_ILLEGAL, _("the game is already over"));
      return FALSE;
    }
  if (rules->gravity)
    return parse_column (rules, pos, text, move, error);
  return parse_cell (rules, pos, text, move, error);
}

gboolean
qd_kinarow_play_moves (const QdKinarowRules *rules, const char *text, QdKinarowPosition *pos,
                       GArray *moves, guint *number, GError **error)
{
  const char *p = text;
  char *word;

  while ((word = next_word (rules, &p)) != NULL)
    {
      g_autoptr(GError) local = NULL;
      guint move;

      (*number)++;
      if (!qd_kinarow_move_parse (rules, pos, word, &move, &local))
        {
          g_set_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_ILLEGAL, _("move %u (%s): %s"), *number, word,
                       local->message);
          g_free (word);
          return FALSE;
        }
      g_free (word);
      qd_kinarow_apply (rules, pos, move, pos);
      if (moves != NULL)
        {
          guint16 m = (guint16) move;

          g_array_append_val (moves, m);
        }
    }
  return TRUE;
}

gboolean
qd_kinarow_position_parse (const QdKinarowRules *rules, const char *text, QdKinarowPosition *pos,
                           GArray *moves, GError **error)
{
  guint number = 0;

  qd_kinarow_start (rules, pos);
  return qd_kinarow_play_moves (rules, text, pos, moves, &number, error);
}

char *
qd_kinarow_moves_to_string (const QdKinarowRules *rules, const guint16 *moves, guint n_moves)
{
  GString *out = g_string_new (NULL);
  gboolean joined = rules->gravity && rules->width <= 9;

  for (guint i = 0; i < n_moves; i++)
    {
      g_autofree char *move = qd_kinarow_move_to_string (rules, moves[i]);

      if (i > 0 && !joined)
        g_string_append_c (out, ' ');
      g_string_append (out, move);
    }
  return g_string_free (out, FALSE);
}

const char *
qd_kinarow_outcome_line (QdKinarowOutcome outcome)
{
  switch (outcome)
    {
    case QD_KINAROW_P1_WINS:
      return "Player 1 wins.";
    case QD_KINAROW_P2_WINS:
      return "Player 2 wins.";
    case QD_KINAROW_DRAW:
      return "Draw.";
    case QD_KINAROW_ONGOING:
    default:
      return NULL;
    }
}
