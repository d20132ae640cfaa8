/* test-gdl-render.c — a GDL state laid out and drawn (render/gdl/): the
 * board of tic-tac-toe's `cell` facts, row first, its x and o drawn as K in
 * a Row draws them and row 1 at the bottom as there; Connect Four's, column
 * first and rows from the bottom, its empty grid already a grid; the cell
 * a click plays; the facts of a state without a board (Hanoi) by relation;
 * a one-shot game's payoff table in place of a board;
 * PNG, SVG and PDF of each (saved in the build folder, to be looked at);
 * the document's errors naming the line and the column. */
#include "config.h"

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <math.h>
#include <string.h>

#include "problems/gdl/qd-gdl-sheet.h"
#include "render/gdl/qd-gdl-render.h"
#include "../render-pixels.h"

/* The example's game, its start and its facts. */
typedef struct {
  QdGdlGame *game;
  guint64 *state;
  char *universe;
} Example;

static void
example_open (Example *e, const char *name)
{
  const char *data = g_getenv ("QD_DATA_DIR");
  g_autofree char *path = g_build_filename (data != NULL ? data : "data", "examples", "gdl", name, NULL);
  g_autoptr(GError) error = NULL;

  e->game = qd_gdl_game_new_from_file (path, NULL, &error);
  g_assert_no_error (error);
  e->state = g_new0 (guint64, qd_gdl_game_state_words (e->game));
  qd_gdl_game_initial (e->game, e->state);
  e->universe = qd_gdl_game_facts_text (e->game);
}

static void
example_clear (Example *e)
{
  qd_gdl_game_free (e->game);
  g_free (e->state);
  g_free (e->universe);
}

/* Plays the mover's move written `text`, the other role its only move. */
static void
example_play (Example *e, const char *text)
{
  gint mover = qd_gdl_game_mover (e->game, e->state, NULL);
  guint32 joint[2], moves[QD_GDL_MAX_MOVES];
  gint move;

  g_assert_cmpint (mover, >=, 0);
  move = qd_gdl_game_move_parse (e->game, e->state, (guint) mover, text);
  g_assert_cmpint (move, >=, 0);
  for (guint r = 0; r < qd_gdl_game_n_roles (e->game); r++)
    {
      g_assert_cmpint (qd_gdl_game_legal (e->game, e->state, r, moves, NULL), >=, 1);
      joint[r] = (gint) r == mover ? (guint32) move : moves[0];
    }
  g_assert_true (qd_gdl_game_next (e->game, e->state, joint, e->state, NULL));
}

/* The layout of the state now, the mover's moves telling a gravity game. */
static QdGdlBoard *
example_board (Example *e, GPtrArray **legal)
{
  g_autofree char *facts = qd_gdl_game_state_text (e->game, e->state);
  gint mover = qd_gdl_game_mover (e->game, e->state, NULL);
  guint32 moves[QD_GDL_MAX_MOVES];
  gint n = mover >= 0 ? qd_gdl_game_legal (e->game, e->state, (guint) mover, moves, NULL) : 0;
  QdGdlBoard *board;

  *legal = g_ptr_array_new ();
  for (gint i = 0; i < n; i++)
    g_ptr_array_add (*legal, (gpointer) qd_gdl_game_move_text (e->game, moves[i]));
  g_ptr_array_add (*legal, NULL);
  board = qd_gdl_board_new (facts, e->universe, (const char *const *) (*legal)->pdata);
  g_ptr_array_set_size (*legal, (*legal)->len - 1);
  return board;
}

/* qd_gdl_board_playable (each move read once) marks the cells that
 * qd_gdl_board_marks_at finds a move for, cell by cell; returns how many. */
static guint
assert_playable (const QdGdlBoard *board, GPtrArray *legal)
{
  guint cells = board->n_rows * board->n_columns, marked = 0;
  g_autofree gboolean *playable = g_new0 (gboolean, cells + 1);
  g_autofree guint *matches = g_new (guint, legal->len + 1);

  qd_gdl_board_playable (board, (const char *const *) legal->pdata, legal->len, playable);
  for (guint c = 0; c < cells; c++)
    {
      gboolean one = qd_gdl_board_marks_at (board, c, (const char *const *) legal->pdata, legal->len, matches) > 0;

      g_assert_cmpint (playable[c], ==, one);
      marked += playable[c] ? 1 : 0;
    }
  return marked;
}

/* The picture as PNG, SVG and PDF in the build folder; the PNG's pixel at
 * (x, y) goes to `rgb` when it is not NULL. */
static void
save_pictures (const QdGdlBoard *board, const QdGdlRenderOptions *options, const char *stem, double x, double y,
               double rgb[3])
{
  static const char *const kinds[] = { "png", "svg", "pdf" };
  double width, height;

  qd_gdl_render_get_size (board, options, &width, &height);
  g_assert_cmpfloat (width, >, 100);
  g_assert_cmpfloat (height, >, 50);
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autofree char *name = g_strdup_printf ("%s.%s", stem, kinds[k]);
      g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
      cairo_surface_t *surface = k == 0 ? cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) width, (int) height)
                                : k == 1 ? cairo_svg_surface_create (path, width, height)
                                : cairo_pdf_surface_create (path, width, height);
      cairo_t *cr = cairo_create (surface);

      qd_gdl_render (cr, board, options);
      g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
      cairo_destroy (cr);
      if (k == 0)
        {
          render_save_png (surface, name);
          if (rgb != NULL)
            render_pixel (surface, x, y, rgb);
        }
      cairo_surface_finish (surface);
      g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
      cairo_surface_destroy (surface);
    }
}

static void
test_split_term (void)
{
  g_auto(GStrv) mark = qd_gdl_board_split_term ("(mark 1 (f a b))");
  g_auto(GStrv) constant = qd_gdl_board_split_term ("noop");
  g_auto(GStrv) broken = qd_gdl_board_split_term ("(mark 1 (f a)");

  g_assert_cmpuint (g_strv_length (mark), ==, 3);
  g_assert_cmpstr (mark[0], ==, "mark");
  g_assert_cmpstr (mark[2], ==, "(f a b)");
  g_assert_cmpuint (g_strv_length (constant), ==, 1);
  g_assert_cmpstr (constant[0], ==, "noop");
  g_assert_null (broken);
}

/* Tic-tac-toe: (cell ROW COLUMN MARK), row 1 at the bottom as K in a Row
 * numbers its rows (a board of x and o); a click on row 1, column 3 (the
 * bottom right, K in a Row's c1) plays (mark 1 3), and only that move, not
 * (mark 3 1). */
static void
test_tictactoe (void)
{
  Example e;
  g_autoptr(GPtrArray) legal = NULL;
  g_autoptr(GPtrArray) later = NULL;
  g_autoptr(QdGdlBoard) board = NULL;
  g_autoptr(QdGdlBoard) after = NULL;
  g_autoptr(GPtrArray) third = NULL;
  g_autoptr(QdGdlBoard) with_o = NULL;
  QdGdlRenderOptions options;
  guint matches[QD_GDL_MAX_MOVES];
  const char *first, *second;
  double rgb[3], x, y, side;
  QdColor ink;

  example_open (&e, "tictactoe.kif");
  board = example_board (&e, &legal);
  g_assert_cmpstr (board->relation, ==, "cell");
  g_assert_false (board->columns_first);
  g_assert_cmpuint (board->n_rows, ==, 3);
  g_assert_cmpuint (board->n_columns, ==, 3);
  g_assert_cmpstr (board->rows[0], ==, "3");
  g_assert_cmpstr (board->rows[2], ==, "1");
  g_assert_cmpstr (board->columns[2], ==, "3");
  g_assert_cmpuint (assert_playable (board, legal), ==, 9);
  for (guint c = 0; c < 9; c++)
    g_assert_null (qd_gdl_board_content (board, c));
  g_assert_cmpuint (board->groups->len, ==, 1);
  qd_gdl_board_coordinates (board, 8, &first, &second);
  g_assert_cmpstr (first, ==, "1");
  g_assert_cmpstr (second, ==, "3");
  g_assert_cmpuint (qd_gdl_board_moves_at (board, 8, (const char *const *) legal->pdata, legal->len, matches), ==, 1);
  g_assert_cmpstr (g_ptr_array_index (legal, matches[0]), ==, "(mark 1 3)");
  /* a move of several cells, read pair by pair from the left (Amazons'
   * queen, square, arrow), a word that is no coordinate passed over: by
   * hand, (1 3) is cell 8, (2 2) cell 4, (3 1) cell 0 (row 3 on top) */
  {
    guint cells[4];

    g_assert_cmpuint (qd_gdl_board_move_cells (board, "(play 1 3 2 2 3 1)", cells, 4), ==, 3);
    g_assert_cmpuint (cells[0], ==, 8);
    g_assert_cmpuint (cells[1], ==, 4);
    g_assert_cmpuint (cells[2], ==, 0);
    g_assert_cmpuint (qd_gdl_board_move_cells (board, "(mark x 1 3)", cells, 4), ==, 1);
    g_assert_cmpuint (cells[0], ==, 8);
  }

  example_play (&e, "(mark 1 3)");
  after = example_board (&e, &later);
  g_assert_cmpuint (assert_playable (after, later), ==, 8);
  g_assert_cmpstr (qd_gdl_board_content (after, 8), ==, "x");
  g_assert_cmpuint (qd_gdl_board_moves_at (after, 8, (const char *const *) later->pdata, later->len, matches), ==, 0);
  qd_gdl_render_options_init (&options, NULL);
  options.caption = "o to move";
  options.hover = 4;
  qd_gdl_render_cell_box (after, 8, &x, &y, &side);
  save_pictures (after, &options, "gdl-tictactoe", x + side / 2, y + side / 2, rgb);
  /* The x drawn as K in a Row draws X: a cross, the first player's ink at
   * its middle (issue 92: it was a tile of a region colour). */
  qd_palette_player_ink (qd_palette_light (), 0, &ink);
  g_assert_true (render_near (rgb, &ink, 0.05));
  /* The o as K in a Row's O: a ring of the second player's ink. */
  example_play (&e, "(mark 2 2)");
  with_o = example_board (&e, &third);
  g_assert_cmpstr (qd_gdl_board_content (with_o, 4), ==, "o");
  options.hover = -1;
  qd_gdl_render_cell_box (with_o, 4, &x, &y, &side);
  save_pictures (with_o, &options, "gdl-tictactoe-o", x + side / 2 + side * 0.3, y + side / 2, rgb);
  qd_palette_player_ink (qd_palette_light (), 1, &ink);
  g_assert_true (render_near (rgb, &ink, 0.05));
  qd_gdl_render_cell_box (after, 8, &x, &y, &side);
  {
    guint hit;

    g_assert_true (qd_gdl_render_hit (after, x + 1, y + 1, &hit));
    g_assert_cmpuint (hit, ==, 8);
    g_assert_false (qd_gdl_render_hit (after, 1, 1, &hit));
  }
  example_clear (&e);
}

/* Connect Four: (cell COLUMN ROW ROLE), a gravity game: columns across,
 * row 6 on top; the empty grid is a 7 × 6 grid; a click anywhere in column
 * 4 drops there; the disc is red. */
static void
test_connect4 (void)
{
  Example e;
  g_autoptr(GPtrArray) legal = NULL;
  g_autoptr(GPtrArray) later = NULL;
  g_autoptr(QdGdlBoard) board = NULL;
  g_autoptr(QdGdlBoard) after = NULL;
  QdGdlRenderOptions options;
  guint matches[QD_GDL_MAX_MOVES];
  double rgb[3], x, y, side;
  QdColor red;
  guint bottom;

  example_open (&e, "connect4.kif");
  board = example_board (&e, &legal);
  g_assert_cmpstr (board->relation, ==, "cell");
  g_assert_true (board->columns_first);
  g_assert_cmpuint (board->n_columns, ==, 7);
  g_assert_cmpuint (board->n_rows, ==, 6);
  g_assert_cmpstr (board->rows[0], ==, "6");
  g_assert_cmpstr (board->rows[5], ==, "1");
  g_assert_cmpuint (qd_gdl_board_moves_at (board, 3, (const char *const *) legal->pdata, legal->len, matches), ==, 1);
  g_assert_cmpstr (g_ptr_array_index (legal, matches[0]), ==, "(drop 4)");
  /* The seven drops mark the bottom row alone (by hand: nothing has fallen yet). */
  g_assert_cmpuint (assert_playable (board, legal), ==, 7);
  {
    gboolean playable[42];

    qd_gdl_board_playable (board, (const char *const *) legal->pdata, legal->len, playable);
    for (guint c = 35; c < 42; c++)
      g_assert_true (playable[c]);
  }

  example_play (&e, "(drop 4)");
  after = example_board (&e, &later);
  bottom = 5 * 7 + 3;
  g_assert_cmpstr (qd_gdl_board_content (after, bottom), ==, "red");
  qd_gdl_render_options_init (&options, NULL);
  qd_gdl_render_cell_box (after, bottom, &x, &y, &side);
  save_pictures (after, &options, "gdl-connect4", x + side / 2, y + side / 2, rgb);
  qd_palette_region (qd_palette_light (), 0, &red);
  g_assert_true (render_near (rgb, &red, 0.08));
  example_clear (&e);
}

/* A chess diagram (GGP Base's chess.kif writes (cell FILE RANK PIECE)):
 * files a to h across, rank 8 on top, white at the bottom; a move names
 * its two cells by file and rank, each two arguments in a row; no drop;
 * checked by hand against the board of the rulesheet's first facts. */
static void
test_files_and_ranks (void)
{
  GString *facts = g_string_new (NULL);
  const char *const files = "abcdefgh";
  const char *moves[] = { "(move wp e 2 e 4)", "(move wn g 1 f 3)", "noop", NULL };
  g_autoptr(QdGdlBoard) board = NULL;
  g_autoptr(QdGdlBoard) numbered = NULL;
  guint cells[4], matches[4];

  for (guint f = 0; f < 8; f++)
    for (guint r = 1; r <= 8; r++)
      g_string_append_printf (facts, "(cell %c %u %s)\n", files[f], r,
                              r == 1 ? (f == 0 ? "wr" : f == 6 ? "wn" : "w") : r == 2 ? "wp" : r == 7 ? "bp"
                              : r == 8 ? "b8" : "b");
  g_string_append (facts, "(control white)\n");
  board = qd_gdl_board_new (facts->str, NULL, moves);
  g_assert_cmpstr (board->relation, ==, "cell");
  g_assert_true (board->columns_first);
  g_assert_false (board->gravity);
  g_assert_cmpuint (board->n_columns, ==, 8);
  g_assert_cmpuint (board->n_rows, ==, 8);
  g_assert_cmpstr (board->columns[0], ==, "a");
  g_assert_cmpstr (board->columns[7], ==, "h");
  g_assert_cmpstr (board->rows[0], ==, "8");
  g_assert_cmpstr (board->rows[7], ==, "1");
  /* a1, bottom left: the white rook; g1 the knight; e2 a pawn; e8 empty (b) */
  g_assert_cmpstr (qd_gdl_board_content (board, 7 * 8 + 0), ==, "wr");
  g_assert_cmpstr (qd_gdl_board_content (board, 7 * 8 + 6), ==, "wn");
  g_assert_cmpstr (qd_gdl_board_content (board, 6 * 8 + 4), ==, "wp");
  g_assert_null (qd_gdl_board_content (board, 4 * 8 + 4));
  /* e2 to e4: the cells of rank 2 and rank 4 in file e */
  g_assert_cmpuint (qd_gdl_board_move_cells (board, moves[0], cells, 4), ==, 2);
  g_assert_cmpuint (cells[0], ==, 6 * 8 + 4);
  g_assert_cmpuint (cells[1], ==, 4 * 8 + 4);
  g_assert_cmpuint (qd_gdl_board_moves_at (board, 6 * 8 + 4, moves, 3, matches), ==, 1);
  g_assert_cmpuint (matches[0], ==, 0);
  g_assert_cmpuint (qd_gdl_board_moves_at (board, 7 * 8 + 6, moves, 3, matches), ==, 1);
  g_assert_cmpuint (matches[0], ==, 1);
  /* h1 is named by no move; nor g3: (move wn g 1 f 3) names g1 and f3,
   * two arguments in a row each, not g and 3 */
  g_assert_cmpuint (qd_gdl_board_moves_at (board, 7 * 8 + 7, moves, 3, matches), ==, 0);
  g_assert_cmpuint (qd_gdl_board_moves_at (board, 5 * 8 + 6, moves, 3, matches), ==, 0);
  {
    gboolean playable[64];
    guint n = 0;

    qd_gdl_board_playable (board, moves, 3, playable);
    for (guint c = 0; c < 64; c++)
      n += playable[c];
    /* e2, e4, g1, f3 */
    g_assert_cmpuint (n, ==, 4);
    g_assert_true (playable[6 * 8 + 4] && playable[4 * 8 + 4] && playable[7 * 8 + 6] && playable[5 * 8 + 5]);
  }
  /* numbers both ways: the first coordinate is the row, from the top, as before */
  numbered = qd_gdl_board_new ("(cell 1 1 x)\n(cell 1 2 b)\n(cell 2 1 b)\n(cell 2 2 q)\n", NULL, NULL);
  g_assert_false (numbered->columns_first);
  g_assert_cmpstr (numbered->rows[0], ==, "1");
  g_string_free (facts, TRUE);
}

/* Hanoi: (on DISC PEG) has one coordinate: no board, its facts by relation. */
static void
test_hanoi_facts (void)
{
  Example e;
  g_autoptr(GPtrArray) legal = NULL;
  g_autoptr(QdGdlBoard) board = NULL;
  QdGdlRenderOptions options;
  gboolean on = FALSE, step = FALSE;
  guint hit;

  example_open (&e, "hanoi.kif");
  board = example_board (&e, &legal);
  g_assert_null (board->relation);
  for (guint g = 0; g < board->groups->len; g++)
    {
      const QdGdlFactGroup *group = g_ptr_array_index (board->groups, g);

      /* The discs on their pegs: stacks, every peg of the universe (issue 92). */
      if (g_str_equal (group->name, "on"))
        {
          g_assert_cmpint (group->shape, ==, QD_GDL_SHAPE_STACKS);
          g_assert_cmpuint (group->keys->len, ==, 3);
          g_assert_cmpstr (g_ptr_array_index (group->keys, 0), ==, "left");
          g_assert_cmpuint (group->max, ==, 5);
          g_assert_cmpint (g_array_index (group->numbers, gint64, 0), ==, 0x3e);   /* discs 1 to 5 */
          g_assert_cmpint (g_array_index (group->numbers, gint64, 2), ==, 0);
        }
      on = on || (g_str_equal (group->name, "on") && group->facts->len == 5);
      step = step || (g_str_equal (group->name, "step") && group->shape == QD_GDL_SHAPE_LIST);
    }
  g_assert_true (on);
  g_assert_true (step);
  g_assert_false (qd_gdl_render_hit (board, 60, 60, &hit));
  qd_gdl_render_options_init (&options, NULL);
  options.caption = "solver to move";
  save_pictures (board, &options, "gdl-hanoi", 0, 0, NULL);
  example_clear (&e);
}

/* Rock-paper-scissors once (the rules of tests/gdl/unit-rps.kif): a
 * state without a board, its payoff table in the board's place (issue
 * 98): the cells a grid the hits find, the joint move played (paper
 * against rock, cell 3) filled, its neighbour not; the caption, without a
 * board, wrapped rather than widening the picture. */
#define RPS_RULES \
  "(role left) (role right) (init (round 0))\n" \
  "(weapon rock) (weapon paper) (weapon scissors)\n" \
  "(beats rock scissors) (beats scissors paper) (beats paper rock)\n" \
  "(<= (legal ?r ?w) (role ?r) (weapon ?w) (true (round 0)))\n" \
  "(<= (next (round 1)) (true (round 0)))\n(<= (next (played ?r ?w)) (does ?r ?w))\n" \
  "(<= terminal (true (round 1)))\n" \
  "(<= (wins ?r) (true (played ?r ?a)) (true (played ?s ?b)) (beats ?a ?b))\n" \
  "(<= (goal ?r 100) (wins ?r))\n(<= (goal ?r 0) (role ?r) (role ?s) (distinct ?r ?s) (wins ?s))\n" \
  "(<= (goal ?r 50) (role ?r) (not (wins left)) (not (wins right)))\n"

static void
test_payoff_table (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdGdlGame) game = qd_gdl_game_new (RPS_RULES, strlen (RPS_RULES), "rules", NULL, &error);
  g_autoptr(QdGdlNormalForm) form = NULL;
  g_autofree guint64 *state = NULL;
  g_autofree char *facts = NULL;
  g_autoptr(QdGdlBoard) board = NULL;
  QdGdlRenderOptions options;
  double width, height, plain_width, plain_height, x, y, w, h, played[3], other[3];
  guint cell;

  g_assert_no_error (error);
  form = qd_gdl_normal_form_new (game, &error);
  g_assert_no_error (error);
  /* rows left's moves, columns right's: paper (row 1) against rock (column 0) is cell 3, left 100 */
  g_assert_cmpstr (form->moves[0][1], ==, "paper");
  g_assert_cmpstr (form->moves[1][0], ==, "rock");
  g_assert_cmpint (form->goals[3 * 2], ==, 100);
  state = g_new0 (guint64, qd_gdl_game_state_words (game));
  qd_gdl_game_initial (game, state);
  facts = qd_gdl_game_state_text (game, state);
  board = qd_gdl_board_new (facts, NULL, NULL);
  g_assert_null (board->relation);
  qd_gdl_render_options_init (&options, NULL);
  options.caption = "Move 1: left to choose first.";
  qd_gdl_render_get_size (board, &options, &plain_width, &plain_height);
  g_assert_false (qd_gdl_render_table_box (board, &options, 0, &x, &y, &w, &h));
  options.table = form;
  options.table_played = 3;
  qd_gdl_render_get_size (board, &options, &width, &height);
  g_assert_cmpfloat (height, >, plain_height + 3 * 30);
  g_assert_true (qd_gdl_render_table_box (board, &options, 4, &x, &y, &w, &h));
  g_assert_true (qd_gdl_render_table_hit (board, &options, x + w / 2, y + h / 2, &cell));
  g_assert_cmpuint (cell, ==, 4);
  g_assert_false (qd_gdl_render_table_hit (board, &options, x + w / 2, y + 3 * h, &cell));
  g_assert_true (qd_gdl_render_table_box (board, &options, 3, &x, &y, &w, &h));
  save_pictures (board, &options, "gdl-rps-table", x + 6, y + 6, played);
  g_assert_true (qd_gdl_render_table_box (board, &options, 4, &x, &y, &w, &h));
  save_pictures (board, &options, "gdl-rps-table", x + 6, y + 6, other);
  g_assert_cmpfloat (fabs (played[0] - other[0]) + fabs (played[1] - other[1]) + fabs (played[2] - other[2]), >, 0.05);
  /* a long caption wraps: taller, not wider than the table or the
   * wrapping width (440, and the margins of 16) */
  options.caption = "left played (throw paper). right played (throw rock). Game over after 1 move. "
                    "Goals: left 100, right 0.";
  qd_gdl_render_get_size (board, &options, &plain_width, &plain_height);
  g_assert_cmpfloat (plain_height, >, height);
  g_assert_cmpfloat (plain_width, <=, MAX (width, 440 + 2 * 16));
}

/* Nim's heaps, (heap KEY N): counts, a row of squares a heap (issue 92). */
static void
test_nim_counts (void)
{
  Example e;
  g_autoptr(GPtrArray) legal = NULL;
  g_autoptr(QdGdlBoard) board = NULL;
  QdGdlRenderOptions options;
  gboolean heap = FALSE;

  example_open (&e, "nim.kif");
  board = example_board (&e, &legal);
  for (guint g = 0; g < board->groups->len; g++)
    {
      const QdGdlFactGroup *group = g_ptr_array_index (board->groups, g);

      if (!g_str_equal (group->name, "heap"))
        {
          g_assert_cmpint (group->shape, ==, QD_GDL_SHAPE_LIST);
          continue;
        }
      heap = TRUE;
      g_assert_cmpint (group->shape, ==, QD_GDL_SHAPE_COUNTS);
      g_assert_cmpuint (group->keys->len, ==, 3);
      g_assert_cmpint (g_array_index (group->numbers, gint64, 0), ==, 3);
      g_assert_cmpint (g_array_index (group->numbers, gint64, 2), ==, 5);
    }
  g_assert_true (heap);
  qd_gdl_render_options_init (&options, NULL);
  options.caption = "first to move";
  save_pictures (board, &options, "gdl-nim", 0, 0, NULL);
  example_clear (&e);
}

/* The document's errors say the line and the column; the text is kept. */
static void
test_sheet (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdGdlSheet) unsafe = qd_gdl_sheet_parse ("(role x)\n(<= (legal x ?y) (true (p)))\n"
                                                     "(<= terminal (true (p)))\n(<= (goal x 0) (true (p)))\n", -1, &error);
  g_autoptr(GError) open_error = NULL;
  g_autoptr(QdGdlSheet) open = qd_gdl_sheet_parse ("(role x", -1, &open_error);
  const char *data = g_getenv ("QD_DATA_DIR");
  g_autofree char *path = g_build_filename (data != NULL ? data : "data", "examples", "gdl", "nim.kif", NULL);
  g_autofree char *text = NULL;
  g_autoptr(QdGdlSheet) nim = NULL;
  g_autofree char *written = NULL;
  gsize length;

  g_assert_null (unsafe);
  g_assert_cmpstr (error->message, ==, "line 2, column 14: unsafe rule for (legal x ?y): the variable ?y does not "
                                        "occur in a positive literal of the body, whatever the order, nor can the rule be "
                                        "unfolded into rules that bind it");
  g_assert_null (open);
  g_assert_true (g_str_has_prefix (open_error->message, "line 1, column 1: "));
  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  nim = qd_gdl_sheet_parse (text, (gssize) length, NULL);
  g_assert_nonnull (nim);
  written = qd_gdl_sheet_to_string (nim);
  g_assert_cmpstr (written, ==, text);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gdl-render/split-term", test_split_term);
  g_test_add_func ("/gdl-render/tictactoe", test_tictactoe);
  g_test_add_func ("/gdl-render/connect4", test_connect4);
  g_test_add_func ("/gdl-render/files-and-ranks", test_files_and_ranks);
  g_test_add_func ("/gdl-render/hanoi-facts", test_hanoi_facts);
  g_test_add_func ("/gdl-render/payoff-table", test_payoff_table);
  g_test_add_func ("/gdl-render/nim-counts", test_nim_counts);
  g_test_add_func ("/gdl-render/sheet", test_sheet);
  return g_test_run ();
}
