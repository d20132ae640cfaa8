/* qd-hmm-hunt.c — the ghost hunt's board, read from a layout, and its world:
 * moves, captures and noisy readings drawn from a seeded generator. */
#include "config.h"
#include "qd-hmm-hunt.h"
#include "qd-hmm.h"
#include "qd-hmm-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "core/qd-random.h"
#include "core/qd-text.h"


void
qd_hmm_hunt_free (QdHmmHunt *hunt)
{
  if (hunt == NULL)
    return;
  g_free (hunt->title);
  qd_hidden_grid_free (hunt->grid);
  g_free (hunt->start);
  g_free (hunt->ghost);
  g_free (hunt->caught);
  g_free (hunt->reading);
  qd_hidden_free (hunt->model);
  g_free (hunt);
}

/* ---- reading */

typedef struct
{
  GPtrArray *rows;           /* the board's rows (borrowed from the text) */
  GArray *row_lengths;
  guint first_row_line;
} Board;

static gboolean
read_key (QdHmmHunt *hunt, const char *key, gsize key_length, const char *value, guint line, GError **error)
{
  g_autofree char *quoted = qd_text_quote (value, -1);

  if (key_length == 5 && memcmp (key, "title", 5) == 0)
    {
      g_free (hunt->title);
      hunt->title = g_strdup (value);
      return TRUE;
    }
  if (key_length == 6 && memcmp (key, "ghosts", 6) == 0)
    {
      char *end;

      if (strcmp (value, "random") == 0)
        {
          hunt->move = QD_HIDDEN_MOVE_RANDOM;
          return TRUE;
        }
      if (g_str_has_prefix (value, "toward ") || g_str_has_prefix (value, "away "))
        {
          const char *number = strchr (value, ' ') + 1;

          hunt->move = value[0] == 't' ? QD_HIDDEN_MOVE_TOWARD : QD_HIDDEN_MOVE_AWAY;
          hunt->best = g_ascii_strtod (number, &end);
          if (end != number && *end == '\0' && hunt->best >= 0 && hunt->best <= 1)
            return TRUE;
        }
      return qd_hmm_parse_error (error, line,
                                 _("“%s” is not how ghosts move (random, toward P or away P, P from 0 to 1)"),
                   quoted);
    }
  if (key_length == 4 && memcmp (key, "stay", 4) == 0)
    {
      if (strcmp (value, "yes") == 0 || strcmp (value, "no") == 0)
        {
          hunt->stay = value[0] == 'y';
          return TRUE;
        }
      return qd_hmm_parse_error (error, line, _("“stay” is yes or no, not “%s”"), quoted);
    }
  if (key_length == 6 && memcmp (key, "sensor", 6) == 0)
    {
      char *end;

      if (strcmp (value, "course") == 0 || strcmp (value, "exact") == 0)
        {
          hunt->sensor = value[0] == 'c' ? QD_HMM_SENSOR_COURSE : QD_HMM_SENSOR_EXACT;
          return TRUE;
        }
      if (g_str_has_prefix (value, "walls "))
        {
          hunt->epsilon = g_ascii_strtod (value + 6, &end);
          if (end != value + 6 && *end == '\0' && hunt->epsilon >= 0 && hunt->epsilon <= 1)
            {
              hunt->sensor = QD_HMM_SENSOR_WALLS;
              return TRUE;
            }
        }
      return qd_hmm_parse_error (error, line, _("the sensor is course, exact or walls ε (ε from 0 to 1), not “%s”"),
                                 quoted);
    }
  {
    g_autofree char *name = qd_text_quote (key, (gssize) key_length);

    return qd_hmm_parse_error (error, line, _("unknown key “%s” (title, ghosts, stay, sensor, board)"), name);
  }
}

/* The keys before `board:` (a file without `board:` is all board). */
static gboolean
read_lines (QdHmmHunt *hunt, const char *text, gsize length, Board *board, GError **error)
{
  QdLineReader lines;
  const char *line;
  gsize line_length;
  guint number = 0;
  gboolean has_board_key = g_strstr_len (text, (gssize) length, "board:") != NULL, in_board = !has_board_key;

  qd_line_reader_init (&lines, text, length);
  while (qd_line_reader_next (&lines, &line, &line_length))
    {
      number++;
      if (in_board)
        {
          if (board->rows->len == 0 && qd_text_is_blank (line, line_length))
            continue;
          if (board->rows->len == 0)
            board->first_row_line = number;
          g_ptr_array_add (board->rows, (gpointer) line);
          g_array_append_val (board->row_lengths, line_length);
          continue;
        }
      {
        const char *hash = memchr (line, '#', line_length), *colon;
        gsize key_length;
        g_autofree char *value = NULL;

        if (hash != NULL)
          line_length = (gsize) (hash - line);
        qd_text_trim (&line, &line_length);
        if (line_length == 0)
          continue;
        colon = memchr (line, ':', line_length);
        if (colon == NULL)
          {
            g_autofree char *quoted = qd_text_quote (line, (gssize) line_length);

            return qd_hmm_parse_error (error, number, _("“%s” is not “key: value”"), quoted);
          }
        key_length = (gsize) (colon - line);
        while (key_length > 0 && g_ascii_isspace (line[key_length - 1]))
          key_length--;
        value = g_strstrip (g_strndup (colon + 1, (gsize) (line + line_length - colon - 1)));
        if (key_length == 5 && memcmp (line, "board", 5) == 0)
          {
            if (value[0] != '\0')
              return qd_hmm_parse_error (error, number,
                                         _("“board:” stands alone; the rows follow on their own lines"));
            in_board = TRUE;
            continue;
          }
        if (!read_key (hunt, line, key_length, value, number, error))
          return FALSE;
      }
    }
  /* Blank lines after the board are not rows. */
  while (board->rows->len > 0 &&
         qd_text_is_blank (g_ptr_array_index (board->rows, board->rows->len - 1),
                           g_array_index (board->row_lengths, gsize, board->rows->len - 1)))
    {
      g_ptr_array_set_size (board->rows, board->rows->len - 1);
      g_array_set_size (board->row_lengths, board->rows->len);
    }
  if (board->rows->len == 0)
    return qd_hmm_parse_error (error, MAX (number, 1), _("the file has no board"));
  return TRUE;
}

/* A square closed in on all four sides (the course's jail). */
static gboolean
closed_in (const guint8 *wall, guint w, guint h, guint x, guint y)
{
  return (y == 0 || wall[(y - 1) * w + x]) && (y + 1 == h || wall[(y + 1) * w + x]) &&
         (x == 0 || wall[y * w + x - 1]) && (x + 1 == w || wall[y * w + x + 1]);
}

/* The rows into walls, the hunter and the ghosts' squares (as y × w + x). */
static gboolean
read_board (QdHmmHunt *hunt, Board *board, GError **error)
{
  guint h = board->rows->len, w = (guint) g_array_index (board->row_lengths, gsize, 0);
  g_autofree guint8 *wall = NULL, *keep = NULL;
  g_autoptr(GArray) ghosts = g_array_new (FALSE, FALSE, sizeof (guint));
  guint hunter = G_MAXUINT;

  if (w == 0 || w > QD_HMM_MAX_BOARD || h > QD_HMM_MAX_BOARD)
    return qd_hmm_parse_error (error, board->first_row_line,
                               _("a board is 1 to %u squares across and down, not %u × %u"),
                 QD_HMM_MAX_BOARD, w, h);
  wall = g_new0 (guint8, (gsize) w * h);
  keep = g_new0 (guint8, (gsize) w * h);
  for (guint y = 0; y < h; y++)
    {
      const char *row = g_ptr_array_index (board->rows, y);
      guint line = board->first_row_line + y;

      if (g_array_index (board->row_lengths, gsize, y) != w)
        return qd_hmm_parse_error (error, line, _("the row is %u squares wide, the board's first %u"),
                     (guint) g_array_index (board->row_lengths, gsize, y), w);
      for (guint x = 0; x < w; x++)
        {
          guint at = y * w + x;

          switch (row[x])
            {
            case '%':
              wall[at] = 1;
              break;
            case 'P':
              if (hunt->sensor == QD_HMM_SENSOR_WALLS)
                return qd_hmm_parse_error (error, line, _("a hunter P at column %u, on a localization board"), x + 1);
              if (hunter != G_MAXUINT)
                return qd_hmm_parse_error (error, line, _("a second hunter P at column %u"), x + 1);
              hunter = at, keep[at] = 1;
              break;
            case 'R':
              if (hunt->sensor != QD_HMM_SENSOR_WALLS)
                return qd_hmm_parse_error (error, line, _("a robot R at column %u, on a board without “sensor: walls”"),
                                           x + 1);
              if (ghosts->len > 0)
                return qd_hmm_parse_error (error, line, _("a second robot R at column %u"), x + 1);
              g_array_append_val (ghosts, at);
              keep[at] = 1;
              break;
            case 'G':
              if (hunt->sensor == QD_HMM_SENSOR_WALLS)
                return qd_hmm_parse_error (error, line, _("a ghost G at column %u, on a localization board (R is the "
                                                          "robot)"), x + 1);
              if (ghosts->len == QD_HMM_MAX_GHOSTS)
                return qd_hmm_parse_error (error, line, _("more than %u ghosts"), QD_HMM_MAX_GHOSTS);
              g_array_append_val (ghosts, at);
              keep[at] = 1;
              break;
            case ' ': case '.': case 'o':
              break;
            default:
              {
                g_autofree char *quoted = qd_text_quote (row + x, 1);

                return qd_hmm_parse_error (error, line,
                                           _("“%s” at column %u is not a square (%% wall, P hunter, G ghost, space, "
                                            ". or o open)"), quoted, x + 1);
              }
            }
        }
    }
  if (hunt->sensor != QD_HMM_SENSOR_WALLS && hunter == G_MAXUINT)
    return qd_hmm_parse_error (error, board->first_row_line, _("the board has no hunter P"));
  if (hunt->sensor != QD_HMM_SENSOR_WALLS && ghosts->len == 0)
    return qd_hmm_parse_error (error, board->first_row_line, _("the board has no ghost G"));
  /* The jail and other closed-in squares where nobody starts: walls to the ghosts. */
  for (guint y = 0; y < h; y++)
    for (guint x = 0; x < w; x++)
      if (!wall[y * w + x] && !keep[y * w + x] && closed_in (wall, w, h, x, y))
        wall[y * w + x] = 1;
  hunt->grid = qd_hidden_grid_new (w, h, wall, error);
  if (hunt->grid == NULL)
    return FALSE;
  hunt->start_hunter = hunter == G_MAXUINT ? G_MAXUINT : hunt->grid->cell_of[hunter];
  /* The course's numbering: left to right, then bottom (the last row) to top. */
  for (guint i = 0; i < ghosts->len; i++)
    for (guint j = i + 1; j < ghosts->len; j++)
      {
        guint a = g_array_index (ghosts, guint, i), b = g_array_index (ghosts, guint, j);

        if (b % w < a % w || (b % w == a % w && b / w > a / w))
          g_array_index (ghosts, guint, i) = b, g_array_index (ghosts, guint, j) = a;
      }
  /* A localization board without R: one robot, its start drawn at reset. */
  hunt->n_ghosts = MAX (ghosts->len, 1);
  hunt->start = g_new (guint, hunt->n_ghosts);
  hunt->start[0] = G_MAXUINT;
  for (guint i = 0; i < ghosts->len; i++)
    hunt->start[i] = hunt->grid->cell_of[g_array_index (ghosts, guint, i)];
  hunt->ghost = g_new (guint, hunt->n_ghosts);
  hunt->caught = g_new0 (gboolean, hunt->n_ghosts);
  hunt->reading = g_new (gint, hunt->n_ghosts);
  return TRUE;
}

QdHmmHunt *
qd_hmm_hunt_parse (const char *text, gsize length, GError **error)
{
  QdHmmHunt *hunt = NULL;
  Board board = { g_ptr_array_new (), g_array_new (FALSE, FALSE, sizeof (gsize)), 1 };

  if (length > QD_HMM_MAX_FILE_BYTES)
    qd_hmm_parse_error (error, 0, _("the file is larger than %u MB"), QD_HMM_MAX_FILE_BYTES >> 20);
  else if (qd_text_validate (text, length, QD_HMM_ERROR, QD_HMM_ERROR_PARSE, error))
    {
      hunt = g_new0 (QdHmmHunt, 1);
      hunt->title = g_strdup ("");
      hunt->stay = TRUE;
      hunt->best = 0.8;
      if (read_lines (hunt, text, length, &board, error) && read_board (hunt, &board, error))
        qd_hmm_hunt_reset (hunt, 1);
      else
        g_clear_pointer (&hunt, qd_hmm_hunt_free);
    }
  g_ptr_array_free (board.rows, TRUE);
  g_array_free (board.row_lengths, TRUE);
  return hunt;
}

/* ---- the world */

double
qd_hmm_reading_probability (QdHmmSensor sensor, gint reading, guint d)
{
  double p = 0;

  if (reading < 0)
    return 0;
  for (gint e = -QD_HMM_NOISE; e <= QD_HMM_NOISE; e++)
    {
      gboolean hit = sensor == QD_HMM_SENSOR_EXACT ? MAX (0, (gint) d + e) == reading
                                                   : (guint) MAX (1, reading - e) == d;

      if (hit)
        p += ldexp (1, QD_HMM_NOISE - ABS (e)) / QD_HMM_NOISE_DENOMINATOR;
    }
  return p;
}

static gint
draw_reading (QdHmmHunt *hunt, guint d)
{
  guint u = qd_random_below (&hunt->rng, (guint) QD_HMM_NOISE_DENOMINATOR), run = 0;

  /* P(e) = 2^(7 - |e|) / 382: the 382 draws spread over the noises. */
  for (gint e = -QD_HMM_NOISE; e <= QD_HMM_NOISE; e++)
    if (u < (run += 1u << (QD_HMM_NOISE - ABS (e))))
      return MAX (0, (gint) d + e);
  return (gint) d + QD_HMM_NOISE;
}

/* The four wall bits at STATE, each flipped with ε. */
static gint
draw_walls (QdHmmHunt *hunt, guint state)
{
  guint bits = qd_hidden_grid_wall_reading (hunt->grid, state);

  for (guint d = 0; d < 4; d++)
    if (qd_random_double (&hunt->rng) < hunt->epsilon)
      bits ^= 1u << d;
  return (gint) bits;
}

static void
capture (QdHmmHunt *hunt)
{
  for (guint g = 0; g < hunt->n_ghosts; g++)
    if (!hunt->caught[g] && hunt->ghost[g] == hunt->hunter)
      hunt->caught[g] = TRUE;
}

static void
read_all (QdHmmHunt *hunt)
{
  for (guint g = 0; g < hunt->n_ghosts; g++)
    if (hunt->sensor == QD_HMM_SENSOR_WALLS)
      hunt->reading[g] = draw_walls (hunt, hunt->ghost[g]);
    else
      hunt->reading[g] = hunt->caught[g] ? QD_HMM_NO_READING
                         : draw_reading (hunt, qd_hidden_grid_distance (hunt->grid, hunt->hunter, hunt->ghost[g]));
}

/* The ghosts' moves from where the hunter stands: made once for ghosts whose
 * moves do not depend on it, again whenever it moves for the others. */
static void
update_model (QdHmmHunt *hunt, gboolean hunter_moved)
{
  gboolean follows = hunt->sensor != QD_HMM_SENSOR_WALLS && hunt->move != QD_HIDDEN_MOVE_RANDOM;

  if (hunt->model != NULL && !(hunter_moved && follows))
    return;
  qd_hidden_free (hunt->model);
  if (hunt->sensor == QD_HMM_SENSOR_WALLS)   /* the book's robot always moves, each way alike */
    hunt->model = qd_hidden_grid_mover (hunt->grid, QD_HIDDEN_MOVE_RANDOM, 0, 0, FALSE, NULL, NULL);
  else
    hunt->model = qd_hidden_grid_mover (hunt->grid, hunt->move, hunt->best, hunt->hunter, hunt->stay, NULL, NULL);
  /* The board and the keys were checked when read: the mover cannot refuse them. */
  g_assert (hunt->model != NULL);
}

void
qd_hmm_hunt_reset (QdHmmHunt *hunt, guint64 seed)
{
  hunt->rng = seed;
  hunt->turns = 0;
  hunt->hunter = hunt->start_hunter;
  for (guint g = 0; g < hunt->n_ghosts; g++)
    {
      hunt->ghost[g] = hunt->start[g], hunt->caught[g] = FALSE;
      if (hunt->ghost[g] == G_MAXUINT)
        hunt->ghost[g] = qd_random_below (&hunt->rng, hunt->grid->n_cells);
    }
  update_model (hunt, TRUE);
  capture (hunt);
  read_all (hunt);
}

gboolean
qd_hmm_hunt_can_move (const QdHmmHunt *hunt, guint direction)
{
  return direction == QD_HMM_STAY ||
         (hunt->hunter != G_MAXUINT && direction < 4 &&
          qd_hidden_grid_step (hunt->grid, hunt->hunter, direction) != G_MAXUINT);
}

gboolean
qd_hmm_hunt_over (const QdHmmHunt *hunt)
{
  for (guint g = 0; g < hunt->n_ghosts; g++)
    if (!hunt->caught[g])
      return FALSE;
  return hunt->hunter != G_MAXUINT;
}

const QdHidden *
qd_hmm_hunt_model (const QdHmmHunt *hunt)
{
  return hunt->model;
}

void
qd_hmm_hunt_turn (QdHmmHunt *hunt, guint direction)
{
  g_return_if_fail (qd_hmm_hunt_can_move (hunt, direction));
  if (direction != QD_HMM_STAY)
    hunt->hunter = qd_hidden_grid_step (hunt->grid, hunt->hunter, direction);
  update_model (hunt, direction != QD_HMM_STAY);
  capture (hunt);
  for (guint g = 0; g < hunt->n_ghosts; g++)
    if (!hunt->caught[g])
      hunt->ghost[g] = qd_hidden_sample_next (hunt->model, hunt->ghost[g], &hunt->rng);
  capture (hunt);
  read_all (hunt);
  hunt->turns++;
}

void
qd_hmm_hunt_likelihood (const QdHmmHunt *hunt, gint reading, double *out)
{
  for (guint s = 0; s < hunt->grid->n_cells; s++)
    if (hunt->sensor == QD_HMM_SENSOR_WALLS)
      out[s] = qd_hidden_grid_wall_probability (hunt->grid, s, (guint) reading, hunt->epsilon);
    else
      out[s] = qd_hmm_reading_probability (hunt->sensor, reading,
                                           qd_hidden_grid_distance (hunt->grid, hunt->hunter, s));
}

/* ---- writing */

static void
append_keys (GString *out, const QdHmmHunt *hunt)
{
  if (hunt->title[0] != '\0')
    g_string_append_printf (out, "title: %s\n", hunt->title);
  if (hunt->sensor == QD_HMM_SENSOR_WALLS)
    {
      g_autofree char *epsilon = qd_format_number (hunt->epsilon);

      g_string_append_printf (out, "sensor: walls %s\n", epsilon);
      return;
    }
  if (hunt->move == QD_HIDDEN_MOVE_RANDOM)
    g_string_append (out, "ghosts: random\n");
  else
    {
      g_autofree char *best = qd_format_number (hunt->best);

      g_string_append_printf (out, "ghosts: %s %s\n", hunt->move == QD_HIDDEN_MOVE_TOWARD ? "toward" : "away", best);
    }
  g_string_append_printf (out, "stay: %s\n", hunt->stay ? "yes" : "no");
  g_string_append_printf (out, "sensor: %s\n", hunt->sensor == QD_HMM_SENSOR_COURSE ? "course" : "exact");
}

char *
qd_hmm_hunt_to_text (const QdHmmHunt *hunt)
{
  const QdHiddenGrid *grid = hunt->grid;
  GString *out = g_string_new (NULL);
  gsize first_row;
  char open = ' ';

  /* Open squares are spaces, as the course writes them, unless a row would
   * be blank (a board without walls around it): then dots, which a reader
   * does not take for the blank lines around a board. */
  for (guint y = 0; y < grid->height && open == ' '; y++)
    {
      gboolean blank = TRUE;

      for (guint x = 0; x < grid->width && blank; x++)
        blank = grid->cell_of[y * grid->width + x] != G_MAXUINT;
      if (blank)
        open = '.';
    }
  append_keys (out, hunt);
  g_string_append (out, "board:\n");
  first_row = out->len;
  for (guint y = 0; y < grid->height; y++)
    {
      for (guint x = 0; x < grid->width; x++)
        g_string_append_c (out, grid->cell_of[y * grid->width + x] == G_MAXUINT ? '%' : open);
      g_string_append_c (out, '\n');
    }
  /* Rows are width + 1 bytes with their newline: each start marked where it stands. */
#define SQUARE_AT(state) (first_row + (gsize) grid->y[state] * (grid->width + 1) + grid->x[state])
  if (hunt->start_hunter != G_MAXUINT)
    out->str[SQUARE_AT (hunt->start_hunter)] = 'P';
  for (guint g = 0; g < hunt->n_ghosts; g++)
    if (hunt->start[g] != G_MAXUINT)
      out->str[SQUARE_AT (hunt->start[g])] = hunt->sensor == QD_HMM_SENSOR_WALLS ? 'R' : 'G';
#undef SQUARE_AT
  return g_string_free (out, FALSE);
}

QdHmmHunt *
qd_hmm_hunt_copy (const QdHmmHunt *hunt)
{
  g_autofree char *text = qd_hmm_hunt_to_text (hunt);
  QdHmmHunt *copy = qd_hmm_hunt_parse (text, strlen (text), NULL);

  /* A board's own text reads back (fuzz-hmm checks the round trip). */
  g_assert (copy != NULL);
  return copy;
}
