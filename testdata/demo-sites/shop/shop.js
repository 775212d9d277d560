// The shop's catalogue and cart, shared by its pages. The cart lives in the
// URL (?cart=2,2,5 = two of product 2, one of product 5), so a page is fully
// determined by its URL.
(function () {
  "use strict";
  const D = window.Demo;
  const ITEMS = ["Desk lamp", "Notebook", "Mechanical pencil", "Coffee mug", "Backpack", "Water bottle", "Headphones", "Plant pot", "Wall clock", "Phone stand"];
  const products = D.sample(ITEMS, 6).map((name, id) => ({ id, name, price: 5 + D.int(60) + D.int(100) / 100 }));
  const cart = (D.params.get("cart") || "").split(",").filter((s) => s !== "").map(Number).filter((n) => products[n]);
  const money = (v) => "$" + v.toFixed(2);
  function cartLink(path, items) { return D.link(path, { cart: items.join(",") }); }
  function cartButton() {
    const button = D.el("a", { class: "button icon-only", href: cartLink("cart.html", cart), "data-testid": "cart-link",
      "aria-label": "Cart (" + cart.length + (cart.length === 1 ? " item)" : " items)") },
      D.icon("cart"), D.el("span", { "data-testid": "cart-count", "aria-hidden": "true" }, String(cart.length)));
    document.querySelector("header.bar").append(button);
  }
  window.Shop = { products, cart, money, cartLink, cartButton };
})();
