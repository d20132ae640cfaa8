/* test-logic-doc-wumpus.c — a wumpus world as a Logic document: Fig. 7.2's
 * text read as a WUMPUS document (the book's wumpus [1,3], gold [2,3],
 * pits [3,1], [3,3], [4,4]), written back and read again to the same world,
 * saved as `.wumpus`; a knowledge base of bare symbols with a comment still
 * a knowledge base; a world with a fault refused with its line and column;
 * an edited world's text written again. */
#include "config.h"

#include <string.h>

#include "problems/logic/qd-logic-doc.h"

static const char fig_7_2[] = "# Fig. 7.2\nsize: 4 4\n. . . P\nW G P .\n. . . .\nA . P .\n";

static void
test_read_write (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdLogicDoc) doc = qd_logic_doc_parse (fig_7_2, -1, &error);
  g_autoptr(QdLogicDoc) again = NULL;
  g_autofree char *text = NULL;
  const QdLogicWumpusWorld *w;

  g_assert_no_error (error);
  g_assert_cmpint (doc->kind, ==, QD_LOGIC_DOC_WUMPUS);
  w = doc->wumpus;
  g_assert_cmpuint (w->width, ==, 4);
  g_assert_cmpuint (w->wumpus, ==, qd_logic_wumpus_square (w, 1, 3));
  g_assert_cmpuint (w->gold, ==, qd_logic_wumpus_square (w, 2, 3));
  for (guint s = 0; s < 16; s++)
    g_assert_cmpuint (w->pit[s], ==, s == qd_logic_wumpus_square (w, 3, 1) || s == qd_logic_wumpus_square (w, 3, 3)
                                     || s == qd_logic_wumpus_square (w, 4, 4));
  g_assert_cmpstr (qd_logic_doc_extension (doc), ==, ".wumpus");
  text = qd_logic_doc_to_text (doc);
  g_assert_cmpstr (text, ==, fig_7_2);   /* the text read, comments kept */
  again = qd_logic_doc_parse (text, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (again->wumpus, sizeof *again->wumpus, doc->wumpus, sizeof *doc->wumpus);
}

static void
test_edit (void)
{
  g_autoptr(QdLogicDoc) doc = qd_logic_doc_parse (fig_7_2, -1, NULL);
  g_autoptr(QdLogicDoc) again = NULL;

  doc->wumpus->pit[qd_logic_wumpus_square (doc->wumpus, 2, 2)] = 1;
  qd_logic_doc_wumpus_changed (doc);
  /* Row 2 (the third from the top) now has a pit in its second square. */
  g_assert_nonnull (strstr (doc->text, "\nW G P .\n. P . .\nA . P .\n"));
  again = qd_logic_doc_parse (doc->text, -1, NULL);
  g_assert_nonnull (again);
  g_assert_cmpmem (again->wumpus, sizeof *again->wumpus, doc->wumpus, sizeof *doc->wumpus);
}

static void
test_kinds (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdLogicDoc) kb = qd_logic_doc_parse ("# two symbols\nP\nW\n", -1, &error);
  QdLogicDoc *bad;

  g_assert_no_error (error);
  g_assert_cmpint (kb->kind, ==, QD_LOGIC_DOC_PROP);
  g_assert_cmpuint (kb->kb.sentences->len, ==, 2);
  bad = qd_logic_doc_parse ("size: 3 2\n. . W\nA G\n", -1, &error);
  g_assert_null (bad);
  g_assert_nonnull (strstr (error->message, "line 3"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic/doc-wumpus/read-write", test_read_write);
  g_test_add_func ("/logic/doc-wumpus/edit", test_edit);
  g_test_add_func ("/logic/doc-wumpus/kinds", test_kinds);
  return g_test_run ();
}
