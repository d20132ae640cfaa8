/* test-ui-logic-wumpus.c — a wumpus world in the Logic tab under Xvfb:
 * Fig. 7.2's world (AIMA 4th ed. §7.2) opened, Forward played by the F
 * key and the breeze of [2,1] shown (the pit [3,1] is next to it); the
 * arrows reach every square without playing, each read (its accessible
 * label: what the KB concludes there, worked out by hand from ¬B11, ¬S11,
 * B21, ¬S21); the person's moves undone and redone (Ctrl+Z's action), the
 * percept, score, facing and conclusions back as they were; the
 * agent's game stepped by Page Down, [2,1] then [3,1] read by keyboard and
 * their conclusions shown (OK21 after the first turn: ¬B11, ¬S11; P31 once
 * [1,2] is perceived: B21, ¬B12, §7.4.3), a proof asked; a pit put by the
 * edit tool (the document modified, undone); screenshots at 1400 × 900 and
 * 600 × 500, light and dark (ui-logic-wumpus-world-*.png). */
#include "config.h"

#include "ui-common.h"
#include <string.h>

#include "app/pages/logic/qd-logic-page.h"
#include "render/logic/qd-logic-wumpus-render.h"

#define FIG_7_2 3   /* the example's index in the descriptor */

static gboolean
has_run (gpointer data)
{
  QdPage *page = data;

  return !qd_page_get_busy (page) && strstr (qd_logic_page_wumpus_text (QD_LOGIC_PAGE (page), "reason"), " — ") != NULL;
}

static const char *
text (QdPage *page, const char *what)
{
  return qd_logic_page_wumpus_text (QD_LOGIC_PAGE (page), what);
}

/* The square [x,y] of a 4 × 4 world chosen by the keyboard (the cursor, Return). */
static void
choose_square (QdPage *page, guint x, guint y)
{
  GtkWidget *board = qd_logic_page_wumpus_board (QD_LOGIC_PAGE (page));

  gtk_widget_grab_focus (board);
  qd_canvas_set_cursor (QD_CANVAS (board), (gint) ((y - 1) * 4 + (x - 1)));
  g_assert_true (press_key_at_focus (GDK_KEY_Return, 0));
}

/* The edit tool's drop-down under `widget` (Play, Pit, Wumpus, Gold). */
static GtkDropDown *
find_drop_down (GtkWidget *widget)
{
  if (GTK_IS_DROP_DOWN (widget) && GTK_IS_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (widget)))
      && g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (widget))) == 4
      && g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (widget))), 1),
                      "Pit"))
    return GTK_DROP_DOWN (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkDropDown *found = find_drop_down (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static const char *
cell_text (GtkWidget *board)
{
  return qd_canvas_get_cell_text (QD_CANVAS (board));
}

/* The arrows from [1,1] (Home) to every square, row by row (Right along a
 * row, Up to the next, Left back along it): the cursor moves, the agent
 * does not; each square's accessible label says what the KB concludes. */
static void
walk_every_square (QdPage *page, GtkWidget *board)
{
  gboolean seen[16] = { FALSE };
  const char *score = NULL;
  g_autofree char *before = g_strdup (text (page, "score"));

  gtk_widget_grab_focus (board);
  g_assert_true (press_key_at_focus (GDK_KEY_Home, 0));
  for (guint y = 1; y <= 4; y++)
    for (guint i = 0; i < 4; i++)
      {
        guint x = y % 2 == 1 ? i + 1 : 4 - i;
        g_autofree char *name = g_strdup_printf ("[%u,%u]: ", x, y);

        if (i > 0)
          g_assert_true (press_key_at_focus (y % 2 == 1 ? GDK_KEY_Right : GDK_KEY_Left, 0));
        else if (y > 1)
          g_assert_true (press_key_at_focus (GDK_KEY_Up, 0));
        g_assert_cmpint (qd_canvas_get_cursor (QD_CANVAS (board)), ==, (gint) ((y - 1) * 4 + x - 1));
        g_assert_true (g_str_has_prefix (cell_text (board), name));
        gtk_test_accessible_assert_property (GTK_ACCESSIBLE (board), GTK_ACCESSIBLE_PROPERTY_LABEL, cell_text (board));
        /* The sidebar reads the same square. */
        g_assert_cmpstr (text (page, "square"), ==, cell_text (board));
        seen[(y - 1) * 4 + x - 1] = TRUE;
      }
  for (guint k = 0; k < 16; k++)
    g_assert_true (seen[k]);
  score = text (page, "score");
  g_assert_cmpstr (score, ==, before);
}

/* The label of square [x,y] read by the cursor. */
static const char *
read_square (GtkWidget *board, guint x, guint y)
{
  gtk_widget_grab_focus (board);
  qd_canvas_set_cursor (QD_CANVAS (board), (gint) ((y - 1) * 4 + (x - 1)));
  wait_for_frame ();   /* the label is set when idle */
  return cell_text (board);
}

static const char *
position (GtkWidget *board)
{
  wait_for_frame ();
  return qd_canvas_get_position_text (QD_CANVAS (board));
}

/* F, then L: undone one move at a time back to the start, redone. */
static void
test_undo (void)
{
  QdPage *page = open_example ("logic", FIG_7_2, QD_TYPE_LOGIC_PAGE);
  GtkWidget *board = qd_logic_page_wumpus_board (QD_LOGIC_PAGE (page));

  gtk_widget_grab_focus (board);
  g_assert_false (qd_page_undo (page));
  /* At the start: ¬B11 and ¬S11 prove [2,1] and [1,2] safe. */
  g_assert_cmpstr (read_square (board, 2, 1), ==, "[2,1]: proved safe");
  g_assert_true (press_key_at_focus (GDK_KEY_f, 0));
  g_assert_true (press_key_at_focus (GDK_KEY_l, 0));
  g_assert_cmpstr (text (page, "score"), ==, "-2");
  g_assert_nonnull (strstr (position (board), "in [2,1] facing north"));
  g_assert_cmpstr (text (page, "percept"), ==, "[None, Breeze, None, None, None]");
  g_assert_cmpstr (read_square (board, 2, 1), ==, "[2,1]: proved safe, visited, the agent is here");
  /* B21 leaves [3,1] and [2,2] open; ¬S21 rules the wumpus out of both. */
  g_assert_cmpstr (read_square (board, 3, 1), ==, "[3,1]: unknown");
  g_assert_false (qd_page_get_modified (page));
  /* Under the board, for a window too narrow for the sidebar. */
  g_assert_cmpstr (text (page, "status"), ==, "[None, Breeze, None, None, None] · score -2 · You: TurnLeft");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "logic.undo", NULL));
  g_assert_cmpstr (text (page, "score"), ==, "-1");
  g_assert_nonnull (strstr (position (board), "in [2,1] facing east"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "logic.undo", NULL));
  g_assert_cmpstr (text (page, "score"), ==, "0");
  g_assert_cmpstr (text (page, "percept"), ==, "[None, None, None, None, None]");
  g_assert_nonnull (strstr (position (board), "in [1,1] facing east"));
  g_assert_cmpstr (read_square (board, 2, 1), ==, "[2,1]: proved safe");
  g_assert_false (qd_page_undo (page));
  g_assert_false (qd_page_get_modified (page));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "logic.redo", NULL));
  g_assert_cmpstr (text (page, "score"), ==, "-1");
  g_assert_cmpstr (text (page, "percept"), ==, "[None, Breeze, None, None, None]");
  g_assert_cmpstr (read_square (board, 2, 1), ==, "[2,1]: proved safe, visited, the agent is here");
  g_assert_true (qd_page_redo (page));
  g_assert_nonnull (strstr (position (board), "in [2,1] facing north"));
  g_assert_false (qd_page_redo (page));
  /* A move after an undo drops the redo. */
  g_assert_true (qd_page_undo (page));
  g_assert_true (press_key_at_focus (GDK_KEY_r, 0));
  g_assert_nonnull (strstr (position (board), "in [2,1] facing south"));
  g_assert_false (qd_page_redo (page));
  walk_every_square (page, board);
  g_assert_false (qd_page_get_modified (page));
  close_current_page ();
}

/* The Pit tool, a click on [2,2]: a pit there, the document modified; undone. */
static void
test_edit (void)
{
  QdPage *page = open_example ("logic", FIG_7_2, QD_TYPE_LOGIC_PAGE);
  GtkWidget *board = qd_logic_page_wumpus_board (QD_LOGIC_PAGE (page));
  GtkDropDown *tool = find_drop_down (GTK_WIDGET (page));
  QdLogicWumpusRenderOptions o;
  const QdLogicWumpusWorld *world = qd_logic_page_get_doc (QD_LOGIC_PAGE (page))->wumpus;
  guint square = qd_logic_wumpus_square (world, 2, 2);
  double x, y, side;

  g_assert_nonnull (tool);
  gtk_drop_down_set_selected (tool, 1);
  qd_logic_wumpus_render_options_init (&o, NULL);
  qd_logic_wumpus_render_square_box (world, &o, square, &x, &y, &side);
  g_signal_emit_by_name (board, "pressed", x + side / 2, y + side / 2, 1);
  g_assert_true (qd_page_get_modified (page));
  g_assert_cmpuint (qd_logic_page_get_doc (QD_LOGIC_PAGE (page))->wumpus->pit[square], ==, 1);
  g_assert_nonnull (strstr (qd_logic_page_get_doc (QD_LOGIC_PAGE (page))->text, ". P . ."));
  g_assert_true (qd_page_undo (page));
  g_assert_cmpuint (qd_logic_page_get_doc (QD_LOGIC_PAGE (page))->wumpus->pit[square], ==, 0);
  /* The keyboard edits too: the cursor on [2,2], Return. */
  gtk_widget_grab_focus (board);
  qd_canvas_set_cursor (QD_CANVAS (board), (gint) square);
  g_assert_true (press_key_at_focus (GDK_KEY_Return, 0));
  g_assert_cmpuint (qd_logic_page_get_doc (QD_LOGIC_PAGE (page))->wumpus->pit[square], ==, 1);
  g_assert_true (qd_page_undo (page));
  g_assert_cmpuint (qd_logic_page_get_doc (QD_LOGIC_PAGE (page))->wumpus->pit[square], ==, 0);
  /* A move played, then a pit put: undoing the pit brings the move back. */
  gtk_drop_down_set_selected (tool, 0);
  g_assert_true (press_key_at_focus (GDK_KEY_f, 0));
  gtk_drop_down_set_selected (tool, 1);
  qd_canvas_set_cursor (QD_CANVAS (board), (gint) square);
  g_assert_true (press_key_at_focus (GDK_KEY_Return, 0));
  g_assert_cmpstr (text (page, "score"), ==, "0");
  g_assert_true (qd_page_undo (page));
  g_assert_cmpuint (qd_logic_page_get_doc (QD_LOGIC_PAGE (page))->wumpus->pit[square], ==, 0);
  g_assert_cmpstr (text (page, "score"), ==, "-1");
  gtk_drop_down_set_selected (tool, 0);
  qd_page_set_modified (page, FALSE);
  close_current_page ();
}

static void
test_play (void)
{
  QdPage *page = open_example ("logic", FIG_7_2, QD_TYPE_LOGIC_PAGE);
  GtkWidget *board = qd_logic_page_wumpus_board (QD_LOGIC_PAGE (page));

  g_assert_cmpint (qd_logic_page_get_doc (QD_LOGIC_PAGE (page))->kind, ==, QD_LOGIC_DOC_WUMPUS);
  g_assert_true (gtk_widget_get_mapped (board));
  g_assert_cmpstr (text (page, "percept"), ==, "[None, None, None, None, None]");
  gtk_widget_grab_focus (board);
  g_assert_true (press_key_at_focus (GDK_KEY_f, 0));
  g_assert_cmpstr (text (page, "percept"), ==, "[None, Breeze, None, None, None]");
  g_assert_cmpstr (text (page, "score"), ==, "-1");
  screenshot_wide_light_dark ("ui-logic-wumpus-world", 1200, 760);

  /* The agent's game, a turn a Page Down. */
  g_assert_true (press_key_at_focus (GDK_KEY_Page_Down, 0));
  wait_until (has_run, page, 20000, "the agent's game");
  choose_square (page, 2, 1);
  g_assert_nonnull (strstr (text (page, "square"), "[2,1]: proved safe"));
  qd_logic_page_wumpus_prove (QD_LOGIC_PAGE (page));
  g_assert_nonnull (strstr (text (page, "proof"), "□"));
  choose_square (page, 3, 1);
  g_assert_nonnull (strstr (text (page, "square"), "[3,1]: unknown"));
  /* Turn 7 is the agent's first in [1,2] (the CLI test reads it from the run). */
  for (guint i = 1; i < 7; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step", NULL));
  choose_square (page, 3, 1);
  g_assert_nonnull (strstr (text (page, "square"), "[3,1]: a pit, proved"));
  qd_logic_page_wumpus_prove (QD_LOGIC_PAGE (page));
  g_assert_nonnull (strstr (text (page, "proof"), "P31"));
  screenshot_wide_light_dark ("ui-logic-wumpus-agent", 1200, 760);
  screenshot_narrow_light_dark (page, "ui-logic-wumpus-agent", 1200, 760);
  g_assert_false (qd_page_get_modified (page));
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/logic-wumpus/play", test_play);
  g_test_add_func ("/ui/logic-wumpus/edit", test_edit);
  g_test_add_func ("/ui/logic-wumpus/undo", test_undo);
  return ui_run ();
}
