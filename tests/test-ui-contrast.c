/* test-ui-contrast.c — the boards in the high-contrast style and with the
 * colour letters preference, under Xvfb.
 *
 * Run twice (tests/meson.build): with ADW_DEBUG_HIGH_CONTRAST=1 (ui-contrast)
 * every board's palette has QD_PALETTE_HIGH_CONTRAST, lines × 1.5 and the
 * letters (preference "auto"; "never" takes them off, "always" puts them
 * back), and ui-hc-mapcolor.png, ui-hc-wargame.png, ui-hc-gametree.png are
 * saved to be looked at; without it (ui-letters) the palette is the normal
 * one until the preference says "always", and ui-letters-mapcolor.png shows
 * the letters on the discs. */
#include "config.h"

#include "ui-common.h"

#include "app/widgets/qd-canvas.h"
#include "app/pages/wargame/qd-wargame-page.h"
#include "problems/wargame/qd-wargame-record.h"

static gboolean high_contrast;

typedef struct {
  QdCanvas *canvas;
  QdPaletteFlags flags;
  gboolean set;
} FlagWanted;

static gboolean
has_flag (gpointer data)
{
  FlagWanted *w = data;
  gboolean set = (qd_canvas_get_palette (w->canvas)->flags & w->flags) != 0;

  return set == w->set;
}

static void
wait_flag (QdCanvas *canvas, QdPaletteFlags flags, gboolean set, const char *what)
{
  FlagWanted w = { canvas, flags, set };

  wait_until (has_flag, &w, 5000, what);
}

/* The preference as the menu sets it: the state of app.color-labels. */
static void
set_color_labels (const char *value)
{
  g_action_group_change_action_state (G_ACTION_GROUP (app), "color-labels", g_variant_new_string (value));
}

static void
check_look (QdCanvas *canvas)
{
  const QdPalette *palette = qd_canvas_get_palette (canvas);

  if (high_contrast)
    {
      g_assert_true (palette->flags & QD_PALETTE_HIGH_CONTRAST);
      g_assert_true (palette->flags & QD_PALETTE_LETTERS);
      g_assert_cmpfloat (palette->line_scale, ==, 1.5);
      g_assert_cmpfloat (palette->foreground.a, ==, 1.0);
    }
  else
    {
      g_assert_false (palette->flags & QD_PALETTE_HIGH_CONTRAST);
      g_assert_false (palette->flags & QD_PALETTE_LETTERS);
      g_assert_cmpfloat (palette->line_scale, ==, 1.0);
    }
}

static void
test_mapcolor (void)
{
  QdPage *page = open_example ("mapcolor", 0, QD_TYPE_PAGE);
  QdCanvas *canvas = qd_page_get_canvas (page);
  g_autoptr(GVariant) state = NULL;

  g_assert_true (adw_style_manager_get_high_contrast (adw_style_manager_get_default ()) == high_contrast);
  state = g_action_group_get_action_state (G_ACTION_GROUP (app), "color-labels");
  g_assert_cmpstr (g_variant_get_string (state, NULL), ==, "auto");
  check_look (canvas);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (page_not_busy, page, 20000, "the colouring");

  /* The preference: never, always, back to auto. */
  set_color_labels ("never");
  wait_flag (canvas, QD_PALETTE_LETTERS, FALSE, "no letters");
  g_assert_true ((qd_canvas_get_palette (canvas)->flags & QD_PALETTE_HIGH_CONTRAST) == (high_contrast ? QD_PALETTE_HIGH_CONTRAST : 0));
  set_color_labels ("always");
  wait_flag (canvas, QD_PALETTE_LETTERS, TRUE, "letters");
  wait_for_frame ();
  screenshot (high_contrast ? "ui-hc-mapcolor-always.png" : "ui-letters-mapcolor.png");
  set_color_labels ("auto");
  wait_flag (canvas, QD_PALETTE_LETTERS, high_contrast, "letters as the style says");
  check_look (canvas);
  wait_for_frame ();
  if (high_contrast)
    screenshot ("ui-hc-mapcolor.png");
  close_current_page ();
}

static gboolean
war_over (gpointer page)
{
  return !qd_page_get_busy (QD_PAGE (page)) && qd_wargame_record_is_over (qd_wargame_page_get_record (page));
}

static void
test_wargame (void)
{
  QdPage *page = open_example ("wargame", 0, QD_TYPE_WARGAME_PAGE);
  QdWargameAgentSpec random = { QD_WARGAME_AGENT_RANDOM, 1, 0 };
  GObject *delay = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_WARGAME_PAGE, "delay_scale");

  check_look (qd_page_get_canvas (page));
  gtk_range_set_value (GTK_RANGE (delay), 0);
  qd_wargame_page_set_agent (QD_WARGAME_PAGE (page), QD_WARGAME_BLUE, &random);
  qd_wargame_page_set_agent (QD_WARGAME_PAGE (page), QD_WARGAME_GREEN, &random);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "wargame.new-game", NULL));
  wait_until (war_over, page, 60000, "the end of the game");
  wait_for_frame ();
  screenshot (high_contrast ? "ui-hc-wargame.png" : "ui-letters-wargame.png");
  close_current_page ();
}

static void
test_gametree (void)
{
  QdPage *page = open_example ("gametree", 0, QD_TYPE_PAGE);

  check_look (qd_page_get_canvas (page));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (page_not_busy, page, 20000, "the search");
  wait_for_frame ();
  screenshot (high_contrast ? "ui-hc-gametree.png" : "ui-letters-gametree.png");
  close_current_page ();
}

int
main (int argc, char **argv)
{
  high_contrast = g_strcmp0 (g_getenv ("ADW_DEBUG_HIGH_CONTRAST"), "1") == 0;
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/contrast/mapcolor", test_mapcolor);
  g_test_add_func ("/ui/contrast/wargame", test_wargame);
  g_test_add_func ("/ui/contrast/gametree", test_gametree);
  return ui_run ();
}
