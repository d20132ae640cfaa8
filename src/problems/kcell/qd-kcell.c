/* qd-kcell.c — the rules of KCell on two cell masks. */
#include "config.h"
#include "qd-kcell.h"
#include "qd-kcell-agent.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-text.h"

G_DEFINE_QUARK (qd-kcell-error-quark, qd_kcell_error)

gboolean
qd_kcell_rules_init (QdKcellRules *rules, guint cells, guint stones, GError **error)
{
  if (stones < 1 || stones > QD_KCELL_MAX_STONES)
    {
      g_set_error (error, QD_KCELL_ERROR, QD_KCELL_ERROR_PARSE,
                   _("the number of stones must be between 1 and %u, not %u"), QD_KCELL_MAX_STONES, stones);
      return FALSE;
    }
  if (cells < 2 * stones || cells > QD_KCELL_MAX_CELLS)
    {
      g_set_error (error, QD_KCELL_ERROR, QD_KCELL_ERROR_PARSE,
                   _("%u stones each need between %u and %u cells, not %u"), stones, 2 * stones,
                   QD_KCELL_MAX_CELLS, cells);
      return FALSE;
    }
  memset (rules, 0, sizeof *rules);
  rules->cells = cells;
  rules->stones = stones;
  rules->mask = cells == 64 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << cells) - 1;
  rules->p2_goal = (G_GUINT64_CONSTANT (1) << stones) - 1;
  rules->p1_goal = rules->p2_goal << (cells - stones);
  return TRUE;
}

void
qd_kcell_start (const QdKcellRules *rules, QdKcellPosition *pos)
{
  memset (pos, 0, sizeof *pos);
  pos->p1 = rules->p2_goal;   /* the leftmost cells */
  pos->p2 = rules->p1_goal;   /* the rightmost cells */
  pos->to_move = QD_KCELL_P1;
}

/* A stone steps when the next cell is empty and jumps when the next is
 * occupied and the one after is empty; so each stone has at most one move,
 * and a move is named by its stone's cell. */
static void
movable_split (const QdKcellRules *rules, const QdKcellPosition *pos, QdKcellPlayer player,
               guint64 *steps, guint64 *jumps)
{
  guint64 occupied = pos->p1 | pos->p2;
  guint64 empty = ~occupied & rules->mask;

  if (player == QD_KCELL_P1)
    {
      *steps = pos->p1 & (empty >> 1);
      *jumps = pos->p1 & (occupied >> 1) & (empty >> 2);
    }
  else
    {
      *steps = pos->p2 & (empty << 1);
      *jumps = pos->p2 & (occupied << 1) & (empty << 2);
    }
}

guint64
qd_kcell_movable (const QdKcellRules *rules, const QdKcellPosition *pos, QdKcellPlayer player)
{
  guint64 steps, jumps;

  movable_split (rules, pos, player, &steps, &jumps);
  return steps | jumps;
}

static guint
add_cells (guint64 set, guint8 *moves, guint n)
{
  while (set != 0)
    {
      moves[n++] = (guint8) __builtin_ctzll (set);
      set &= set - 1;
    }
  return n;
}

guint
qd_kcell_moves (const QdKcellRules *rules, const QdKcellPosition *pos, guint8 *moves)
{
  guint64 steps, jumps;
  guint n;

  if (qd_kcell_outcome (rules, pos) != QD_KCELL_ONGOING)
    return 0;
  movable_split (rules, pos, pos->to_move, &steps, &jumps);
  n = add_cells (jumps, moves, 0);
  n = add_cells (steps, moves, n);
  if (n == 0)
    moves[n++] = QD_KCELL_PASS;
  return n;
}

gboolean
qd_kcell_is_legal (const QdKcellRules *rules, const QdKcellPosition *pos, guint move)
{
  guint64 movable;

  if (qd_kcell_outcome (rules, pos) != QD_KCELL_ONGOING)
    return FALSE;
  movable = qd_kcell_movable (rules, pos, pos->to_move);
  if (move == QD_KCELL_PASS)
    return movable == 0;
  return move < rules->cells && (movable >> move & 1) != 0;
}

void
qd_kcell_apply (const QdKcellRules *rules, const QdKcellPosition *pos, guint move,
                QdKcellPosition *out, guint *path, guint *n_path)
{
  QdKcellPosition next = *pos;
  gint dir = pos->to_move == QD_KCELL_P1 ? 1 : -1;
  guint64 *own = pos->to_move == QD_KCELL_P1 ? &next.p1 : &next.p2;
  guint n = 0;

  next.to_move = (guint8) (1 - pos->to_move);
  if (move != QD_KCELL_PASS)
    {
      gint cell = (gint) move, k = (gint) rules->cells;
      guint64 occupied = (pos->p1 | pos->p2) & ~(G_GUINT64_CONSTANT (1) << move);

#define OCC(c) ((c) >= 0 && (c) < k && (occupied >> (c) & 1) != 0)
#define FREE(c) ((c) >= 0 && (c) < k && (occupied >> (c) & 1) == 0)
      if (path != NULL)
        path[n] = (guint) cell;
      n++;
      if (FREE (cell + dir))
        cell += dir;
      else
        /* A jump, then more jumps while the stone can. */
        do
          {
            cell += 2 * dir;
            if (path != NULL && n < rules->cells)
              path[n] = (guint) cell;
            n++;
          }
        while (OCC (cell + dir) && FREE (cell + 2 * dir));
#undef OCC
#undef FREE
      if (n == 1)
        {
          if (path != NULL)
            path[n] = (guint) cell;
          n++;
        }
      *own = (*own & ~(G_GUINT64_CONSTANT (1) << move)) | (G_GUINT64_CONSTANT (1) << cell);
    }
  else
    {
      if (path != NULL)
        path[0] = 0;
      n = 1;
    }
  if (n_path != NULL)
    *n_path = MIN (n, rules->cells);
  *out = next;
}

guint
qd_kcell_packed (const QdKcellRules *rules, const QdKcellPosition *pos, QdKcellPlayer player)
{
  if (player == QD_KCELL_P1)
    {
      /* Leading ones from cell K-1 down (N <= 32, so ~x is never 0). */
      guint64 x = pos->p1 << (64 - rules->cells);

      return (guint) __builtin_clzll (~x);
    }
  return (guint) __builtin_ctzll (~pos->p2);
}

QdKcellOutcome
qd_kcell_outcome (const QdKcellRules *rules, const QdKcellPosition *pos)
{
  guint a, b;

  if (pos->p1 == rules->p1_goal)
    return QD_KCELL_P1_WINS;
  if (pos->p2 == rules->p2_goal)
    return QD_KCELL_P2_WINS;
  if (qd_kcell_movable (rules, pos, QD_KCELL_P1) != 0 || qd_kcell_movable (rules, pos, QD_KCELL_P2) != 0)
    return QD_KCELL_ONGOING;
  a = qd_kcell_packed (rules, pos, QD_KCELL_P1);
  b = qd_kcell_packed (rules, pos, QD_KCELL_P2);
  return a > b ? QD_KCELL_P1_WINS : b > a ? QD_KCELL_P2_WINS : QD_KCELL_DRAW;
}

guint
qd_kcell_max_plies (const QdKcellRules *rules)
{
  /* Each real move advances a stone by at least one cell, each stone travels
   * at most K-1 cells, and a pass is always followed by a real move. */
  return 4 * rules->stones * (rules->cells - 1) + 2;
}

char *
qd_kcell_board_string (const QdKcellRules *rules, const QdKcellPosition *pos)
{
  char *s = g_malloc (rules->cells + 3);

  s[0] = '[';
  for (guint i = 0; i < rules->cells; i++)
    s[i + 1] = (pos->p1 >> i & 1) ? 'o' : (pos->p2 >> i & 1) ? 'x' : '_';
  s[rules->cells + 1] = ']';
  s[rules->cells + 2] = '\0';
  return s;
}

char *
qd_kcell_move_describe (const QdKcellRules *rules, const QdKcellPosition *pos, guint move)
{
  guint path[QD_KCELL_MAX_CELLS], n;
  QdKcellPosition next;

  if (move == QD_KCELL_PASS)
    return g_strdup (_("pass"));
  qd_kcell_apply (rules, pos, move, &next, path, &n);
  return g_strdup_printf ("%u → %u", path[0] + 1, path[n - 1] + 1);
}

const char *
qd_kcell_outcome_line (QdKcellOutcome outcome)
{
  switch (outcome)
    {
    case QD_KCELL_P1_WINS:
      return "Player1 wins.";
    case QD_KCELL_P2_WINS:
      return "Player2 wins.";
    case QD_KCELL_DRAW:
      return "Draw.";
    case QD_KCELL_ONGOING:
    default:
      return NULL;
    }
}

/* ------------------------------------------------------------ games */

/* The players and moves: qd-game-record.h. */
#define RECORD_AT G_STRUCT_OFFSET (QdKcellGame, record)

QdKcellGame *
qd_kcell_game_new (const QdKcellRules *rules, const char *p1, const char *p2)
{
  QdKcellGame *game = qd_game_record_alloc (sizeof *game, RECORD_AT, sizeof (guint8), p1, p2);

  game->rules = *rules;
  return game;
}

void
qd_kcell_game_free (QdKcellGame *game)
{
  qd_game_record_free (game, RECORD_AT);
}

QdKcellGame *
qd_kcell_game_copy (const QdKcellGame *game)
{
  return qd_game_record_dup (game, sizeof *game, RECORD_AT);
}

void
qd_kcell_game_position (const QdKcellGame *game, guint n_moves, QdKcellPosition *pos)
{
  qd_kcell_start (&game->rules, pos);
  for (guint i = 0; i < MIN (n_moves, game->moves->len); i++)
    qd_kcell_apply (&game->rules, pos, g_array_index (game->moves, guint8, i), pos, NULL, NULL);
}

static gboolean
check_move (const QdKcellRules *rules, const QdKcellPosition *pos, guint move, GError **error)
{
  if (qd_kcell_outcome (rules, pos) != QD_KCELL_ONGOING)
    {
      g_set_error_literal (error, QD_KCELL_ERROR, QD_KCELL_ERROR_ILLEGAL, _("the game is already over"));
      return FALSE;
    }
  if (qd_kcell_is_legal (rules, pos, move))
    return TRUE;
  if (move == QD_KCELL_PASS)
    g_set_error (error, QD_KCELL_ERROR, QD_KCELL_ERROR_ILLEGAL,
                 _("Player%u cannot pass while it has a move"), pos->to_move + 1u);
  else if (move >= rules->cells)
    g_set_error (error, QD_KCELL_ERROR, QD_KCELL_ERROR_ILLEGAL,
                 _("there is no cell %u on a board of %u cells"), move + 1, rules->cells);
  else if (((pos->to_move == QD_KCELL_P1 ? pos->p1 : pos->p2) >> move & 1) == 0)
    g_set_error (error, QD_KCELL_ERROR, QD_KCELL_ERROR_ILLEGAL,
                 _("cell %u holds no stone of Player%u"), move + 1, pos->to_move + 1u);
  else
    g_set_error (error, QD_KCELL_ERROR, QD_KCELL_ERROR_ILLEGAL,
                 _("the stone on cell %u cannot move"), move + 1);
  return FALSE;
}

gboolean
qd_kcell_game_play (QdKcellGame *game, guint move, GError **error)
{
  QdKcellPosition pos;
  guint8 m = (guint8) move;

  qd_kcell_game_position (game, G_MAXUINT, &pos);
  if (!check_move (&game->rules, &pos, move, error))
    return FALSE;
  g_array_append_val (game->moves, m);
  return TRUE;
}

static gboolean
parse_uint (const char *text, guint *value)
{
  char *end;
  guint64 v;

  if (!g_ascii_isdigit (*text))
    return FALSE;
  v = g_ascii_strtoull (text, &end, 10);
  if (*end != '\0' || v > 1000000)
    return FALSE;
  *value = (guint) v;
  return TRUE;
}

/* A line of the saved game: a key and its values, or a comment. */
static gboolean
parse_line (guint *cells, guint *stones, guint *size_lines, char **agents, GPtrArray *moves,
            char *line, guint number, GError **error)
{
  g_auto(GStrv) words = NULL;
  guint n;

  g_strstrip (line);
  if (*line == '\0' || *line == '#')
    return TRUE;
  words = g_strsplit_set (line, " \t", -1);
  n = 0;
  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      words[n++] = words[i];
    else
      g_free (words[i]);
  words[n] = NULL;

  if (g_str_equal (words[0], "cells") || g_str_equal (words[0], "stones"))
    {
      gboolean is_cells = g_str_equal (words[0], "cells");
      guint *target = is_cells ? cells : stones;

      /* A second value would silently replace the first. */
      if (size_lines[!is_cells] != 0)
        {
          g_set_error (error, QD_KCELL_ERROR, QD_KCELL_ERROR_PARSE,
                       _("line %u: a second “%s” line (the first is line %u)"), number, words[0],
                       size_lines[!is_cells]);
          return FALSE;
        }
      size_lines[!is_cells] = number;
      if (n != 2 || !parse_uint (words[1], target))
        {
          g_set_error (error, QD_KCELL_ERROR, QD_KCELL_ERROR_PARSE,
                       _("line %u: “%s” takes one whole number"), number, words[0]);
          return FALSE;
        }
      return TRUE;
    }
  if (g_str_equal (words[0], "player1") || g_str_equal (words[0], "player2"))
    {
      guint side = words[0][6] - '1';
      QdKcellAgent agent;
      g_autoptr(GError) local = NULL;

      /* An outside agent is the rest of the line: a command has words. */
      if (n > 2 && qd_agent_spec_is_outside (words[1]))
        {
          const char *rest = line + strlen (words[0]);

          while (*rest == ' ' || *rest == '\t')
            rest++;
          g_free (words[1]);
          words[1] = g_strdup (rest);
          for (guint i = 2; i < n; i++)
            g_clear_pointer (&words[i], g_free);
          n = 2;
        }
      if (n == 2)
        {
          char *written = words[1];

          words[1] = qd_game_record_unescape (written);
          g_free (written);
        }
      if (n != 2 || !qd_kcell_agent_parse (words[1], &agent, &local))
        {
          g_set_error (error, QD_KCELL_ERROR, QD_KCELL_ERROR_PARSE, _("line %u: %s"), number,
                       local != NULL ? local->message : _("a player is one word, such as human or alphabeta:6"));
          return FALSE;
        }
      g_free (agents[side]);
      agents[side] = g_strdup (words[1]);
      return TRUE;
    }
  if (g_str_equal (words[0], "moves"))
    {
      for (guint i = 1; i < n; i++)
        g_ptr_array_add (moves, g_strdup_printf ("%u %s", number, words[i]));
      return TRUE;
    }
  g_set_error (error, QD_KCELL_ERROR, QD_KCELL_ERROR_PARSE,
               _("line %u: unknown key “%s” (expected cells, stones, player1, player2 or moves)"), number, words[0]);
  return FALSE;
}

QdKcellGame *
qd_kcell_game_parse (const char *text, gssize length, GError **error)
{
  gsize len = length < 0 ? strlen (text) : (gsize) length;
  gsize start;
  QdLineReader reader;
  const char *line;
  gsize line_length;
  guint cells = 0, stones = 0;
  guint size_lines[2] = { 0, 0 };   /* lines of "cells" and "stones" */
  char *agents[2] = { NULL, NULL };
  g_autoptr(GPtrArray) moves = g_ptr_array_new_with_free_func (g_free);
  QdKcellGame *game = NULL;
  QdKcellRules rules;
  g_autoptr(GError) local = NULL;

  if (!qd_text_validate (text, len, QD_KCELL_ERROR, QD_KCELL_ERROR_ENCODING, error))
    return NULL;
  start = qd_text_skip_bom (text, len);
  qd_line_reader_init (&reader, text + start, len - start);
  while (qd_line_reader_next (&reader, &line, &line_length))
    {
      g_autofree char *copy = g_strndup (line, line_length);

      if (!parse_line (&cells, &stones, size_lines, agents, moves, copy, reader.line, error))
        goto fail;
    }
  if (cells == 0 || stones == 0)
    {
      g_set_error (error, QD_KCELL_ERROR, QD_KCELL_ERROR_PARSE,
                   _("line %u: a KCell game needs a “cells K” and a “stones N” line"), MAX (reader.line, 1u));
      goto fail;
    }
  if (!qd_kcell_rules_init (&rules, cells, stones, &local))
    {
      g_set_error (error, QD_KCELL_ERROR, QD_KCELL_ERROR_PARSE, _("line %u: %s"),
                   MAX (size_lines[0], size_lines[1]), local->message);
      goto fail;
    }
  game = qd_kcell_game_new (&rules, agents[0], agents[1]);
  for (guint i = 0; i < moves->len; i++)
    {
      const char *entry = moves->pdata[i];
      const char *word = strchr (entry, ' ') + 1;
      guint number = (guint) g_ascii_strtoull (entry, NULL, 10);
      guint cell = 0;

      g_clear_error (&local);
      if (g_ascii_strcasecmp (word, "pass") == 0)
        cell = QD_KCELL_PASS + 1;
      else if (!parse_uint (word, &cell) || cell == 0 || cell > 1000)
        {
          g_set_error (error, QD_KCELL_ERROR, QD_KCELL_ERROR_PARSE,
                       _("line %u: “%s” is not a move (a cell number from 1 or “pass”)"), number, word);
          goto fail;
        }
      if (!qd_kcell_game_play (game, cell - 1, &local))
        {
          g_set_error (error, QD_KCELL_ERROR, QD_KCELL_ERROR_ILLEGAL, _("line %u: move %u (%s): %s"),
                       number, i + 1, word, local->message);
          goto fail;
        }
    }
  g_free (agents[0]);
  g_free (agents[1]);
  return game;

fail:
  g_free (agents[0]);
  g_free (agents[1]);
  qd_kcell_game_free (game);
  return NULL;
}

char *
qd_kcell_game_to_string (const QdKcellGame *game)
{
  GString *out = g_string_new ("# KCell game (Quandary)\n");
  g_autofree char *p1 = qd_text_escape_name (game->agents[0]);
  g_autofree char *p2 = qd_text_escape_name (game->agents[1]);

  g_string_append_printf (out, "cells %u\nstones %u\nplayer1 %s\nplayer2 %s\nmoves", game->rules.cells,
                          game->rules.stones, p1, p2);
  for (guint i = 0; i < game->moves->len; i++)
    {
      guint8 m = g_array_index (game->moves, guint8, i);

      if (m == QD_KCELL_PASS)
        g_string_append (out, " pass");
      else
        g_string_append_printf (out, " %u", m + 1u);
    }
  g_string_append_c (out, '\n');
  return g_string_free (out, FALSE);
}

char *
qd_kcell_game_transcript (const QdKcellGame *game)
{
  GString *out = g_string_new (NULL);
  QdKcellPosition pos;
  QdKcellOutcome outcome;
  g_autofree char *board = NULL;

  qd_kcell_start (&game->rules, &pos);
  for (guint i = 0; i < game->moves->len; i++)
    {
      g_autofree char *line = qd_kcell_board_string (&game->rules, &pos);

      g_string_append_printf (out, "P%u: %s\n", pos.to_move + 1u, line);
      qd_kcell_apply (&game->rules, &pos, g_array_index (game->moves, guint8, i), &pos, NULL, NULL);
    }
  outcome = qd_kcell_outcome (&game->rules, &pos);
  if (outcome == QD_KCELL_ONGOING)
    return g_string_free (out, FALSE);
  board = qd_kcell_board_string (&game->rules, &pos);
  g_string_append_printf (out, "\n%s\n%s\n", board, qd_kcell_outcome_line (outcome));
  return g_string_free (out, FALSE);
}
